import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type Page } from '@courtside/domain';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CreateFrameRenderer, FrameRenderer } from '../export/frame-renderer.ts';
import { useBoardEditorT } from '../i18n.ts';
import { PLAYBACK_SPEEDS, PlaybackClock, type PlaybackSpeed } from './playback-clock.ts';

export interface BoardPlayerProps {
  pages: readonly Page[];
  /** The board's name: the player's accessible name. */
  title?: string | undefined;
  /** Page shown first (at rest); 0 unless given. */
  startIndex?: number;
  autoPlay?: boolean;
  /** Takes the keyboard focus when shown (the editor's playback). */
  autoFocus?: boolean;
  /** The page on screen changed. */
  onPageChange?: (index: number) => void;
  /** Tests pass a fake; the fabric renderer loads with the player otherwise. */
  createRenderer?: CreateFrameRenderer;
}

/** The scrubber and page indicator re-render at most this often while playing. */
const UI_EVERY_MS = 100;

const ICONS = {
  play: 'M8 5v14l11-7L8 5Z',
  pause: 'M6 5h4v14H6V5Zm8 0h4v14h-4V5Z',
  previous: 'M6 6h2v12H6V6Zm3.5 6L18 18V6l-8.5 6Z',
  next: 'M16 6h2v12h-2V6ZM6 18l8.5-6L6 6v12Z',
  loop: 'M7 7h10v3l4-4-4-4v3H5v6h2V7Zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2v4Z',
} as const;

function PlayerIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <SvgIcon aria-hidden fontSize="small">
      <path d={ICONS[name]} />
    </SvgIcon>
  );
}

interface View {
  playing: boolean;
  scrub: number;
  pageIndex: number;
  speed: PlaybackSpeed;
  loop: boolean;
}

function viewOf(clock: PlaybackClock): View {
  return {
    playing: clock.playing,
    scrub: clock.scrubValue(),
    pageIndex: clock.pageIndex(),
    speed: clock.speed,
    loop: clock.loop,
  };
}

async function defaultRenderer(
  pages: readonly Page[],
  options: Parameters<CreateFrameRenderer>[1],
): Promise<FrameRenderer> {
  const { createFabricFrameRenderer } = await import('../canvas/fabric-frame-renderer.ts');
  return createFabricFrameRenderer(pages, options);
}

/**
 * Plays a board's animation from the shared timeline (the one "Export video" renders): play and
 * pause (Space), previous and next page (← →), a scrubber over the whole run, speed and loop.
 * Lazy-loaded with fabric; see `lazy-board-player.tsx`.
 */
export default function BoardPlayer(props: BoardPlayerProps) {
  const { pages, autoPlay = false, startIndex = 0 } = props;
  const t = useBoardEditorT();
  const createRenderer = props.createRenderer ?? defaultRenderer;
  const [clock] = useState(() => {
    const made = new PlaybackClock(pages.length, () => performance.now());
    made.startAt(startIndex);
    if (autoPlay) made.play();
    return made;
  });
  const [renderer, setRenderer] = useState<FrameRenderer | null>(null);
  const [failed, setFailed] = useState(false);
  const [view, setView] = useState<View>(() => viewOf(clock));
  const region = useRef<HTMLDivElement | null>(null);
  const onPageChange = useRef(props.onPageChange);
  const shownPage = useRef(-1);
  /** The renderer not yet disposed. */
  const live = useRef<FrameRenderer | null>(null);

  useEffect(() => {
    onPageChange.current = props.onPageChange;
  });

  useEffect(() => {
    let cancelled = false;
    let made: FrameRenderer | undefined;
    createRenderer(pages, { width: CANVAS_WIDTH, height: CANVAS_HEIGHT })
      .then((created) => {
        made = created;
        if (cancelled) {
          created.dispose();
          return;
        }
        live.current = created;
        setRenderer(created);
      })
      .catch((error: unknown) => {
        console.error('board player', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (live.current === made) live.current = null;
      made?.dispose();
      setRenderer(null);
    };
  }, [pages, createRenderer]);

  /** Draws the clock's moment and tells the page (and the pagination) where it is. */
  const draw = useCallback(() => {
    // The state may still name a renderer its effect has just disposed.
    if (!renderer || live.current !== renderer) return;
    renderer.renderAt(clock.position());
    const pageIndex = clock.pageIndex();
    if (pageIndex !== shownPage.current) {
      shownPage.current = pageIndex;
      onPageChange.current?.(pageIndex);
    }
  }, [renderer, clock]);

  const refresh = useCallback(() => {
    draw();
    setView(viewOf(clock));
  }, [draw, clock]);

  useEffect(() => {
    if (!renderer) return undefined;
    refresh();
    if (!view.playing) return undefined;
    let frame = 0;
    let lastUi = 0;
    const tick = (time: number) => {
      draw();
      if (!clock.playing) {
        setView(viewOf(clock));
        return;
      }
      if (time - lastUi >= UI_EVERY_MS) {
        lastUi = time;
        setView(viewOf(clock));
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // Restarted when playing starts or stops; other changes redraw through `refresh`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [renderer, view.playing]);

  useEffect(() => {
    if (props.autoFocus) region.current?.focus();
  }, [props.autoFocus]);

  const attachCanvas = useCallback(
    (box: HTMLDivElement | null) => {
      if (!box || !renderer) return;
      // fabric sizes the element inline at the output's pixels; the player fits its container.
      Object.assign(renderer.canvas.style, { width: '100%', height: 'auto', display: 'block' });
      box.replaceChildren(renderer.canvas);
    },
    [renderer],
  );

  const act = (change: () => void) => {
    change();
    refresh();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // The scrubber and the toggle buttons use the arrow keys and Space themselves.
    if (target !== event.currentTarget && target.closest('[role="slider"], button')) return;
    if (event.key === ' ') act(() => clock.toggle());
    else if (event.key === 'ArrowLeft') act(() => clock.stepPage(-1));
    else if (event.key === 'ArrowRight') act(() => clock.stepPage(1));
    else return;
    event.preventDefault();
  };

  const label = props.title ? t('player.labelNamed', { name: props.title }) : t('player.label');
  const pageText = (index: number) => t('player.pageOf', { page: index + 1, count: pages.length });

  if (pages.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('player.empty')}
      </Typography>
    );
  }

  return (
    <Box
      ref={region}
      role="region"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{
        width: '100%',
        outline: 'none',
        '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
        borderRadius: 1,
      }}
    >
      {failed ? (
        <Alert severity="error">{t('player.failed')}</Alert>
      ) : (
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: `${CANVAS_WIDTH} / ${CANVAS_HEIGHT}`,
            bgcolor: 'action.hover',
          }}
        >
          {renderer ? (
            <Box ref={attachCanvas} role="img" aria-label={pageText(view.pageIndex)} />
          ) : (
            <Skeleton
              variant="rectangular"
              aria-label={t('common.loading')}
              sx={{ position: 'absolute', inset: 0, height: '100%' }}
            />
          )}
        </Box>
      )}
      <Stack
        direction="row"
        useFlexGap
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 1,
          '@media (pointer: coarse)': { '& button': { minWidth: 44, minHeight: 44 } },
        }}
      >
        <IconButton
          aria-label={t(view.playing ? 'player.pause' : 'player.play')}
          disabled={!renderer}
          onClick={() => act(() => clock.toggle())}
        >
          <PlayerIcon name={view.playing ? 'pause' : 'play'} />
        </IconButton>
        <IconButton
          aria-label={t('player.previous')}
          disabled={!renderer}
          onClick={() => act(() => clock.stepPage(-1))}
        >
          <PlayerIcon name="previous" />
        </IconButton>
        <IconButton
          aria-label={t('player.next')}
          disabled={!renderer}
          onClick={() => act(() => clock.stepPage(1))}
        >
          <PlayerIcon name="next" />
        </IconButton>
        <Slider
          size="small"
          aria-label={t('player.position')}
          min={0}
          max={Math.max(1, clock.lengthMs - 1)}
          step={10}
          value={view.scrub}
          disabled={!renderer}
          getAriaValueText={() => pageText(view.pageIndex)}
          onChange={(_event, value) => act(() => clock.seek(value))}
          sx={{ flex: '1 1 120px', minWidth: 120, mx: 1 }}
        />
        <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'center' }} aria-hidden>
          {`${view.pageIndex + 1} / ${pages.length}`}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view.speed}
          aria-label={t('player.speed')}
          onChange={(_event, speed: PlaybackSpeed | null) => {
            if (speed !== null) act(() => clock.setSpeed(speed));
          }}
        >
          {PLAYBACK_SPEEDS.map((speed) => (
            <ToggleButton key={speed} value={speed} sx={{ px: 1, py: 0.25 }}>
              {`${speed.toLocaleString()}×`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButton
          size="small"
          value="loop"
          selected={view.loop}
          aria-label={t('player.loop')}
          onChange={() => act(() => clock.setLoop(!clock.loop))}
          sx={{ px: 1, py: 0.25 }}
        >
          <PlayerIcon name="loop" />
        </ToggleButton>
      </Stack>
    </Box>
  );
}
