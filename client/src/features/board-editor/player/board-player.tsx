import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import SvgIcon from '@mui/material/SvgIcon';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type Page } from '@courtside/domain';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import type { CreateFrameRenderer, FrameRenderer } from '../export/frame-renderer.ts';
import { useDescribeDodgeballs } from '../export/use-describe-dodgeballs.ts';
import { useBoardEditorT } from '../i18n.ts';
import { PLAYBACK_SPEEDS, PlaybackClock, type PlaybackSpeed } from './playback-clock.ts';
import {
  captionSx,
  controlsSx,
  fillingLayout,
  hasCaptions,
  playerRegionSx,
  positionRowSx,
  settingsRowSx,
} from './player-layout.ts';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';
import { ActionAlert } from '../../../components/action-alert.tsx';

export interface BoardPlayerProps {
  pages: readonly Page[];
  /** The board's name: the player's accessible name. */
  title?: string | undefined;
  /** Page shown first (at rest); 0 unless given. */
  startIndex?: number;
  autoPlay?: boolean;
  /**
   * Plays (true) or pauses (false) to match, when given: another control drives the player too
   * (the editor's top bar); `onRunningChange` tells it about the player's own presses.
   */
  running?: boolean;
  /** The player started or paused: its play button, Space, or a run's end without loop. */
  onRunningChange?: (running: boolean) => void;
  /** Takes the keyboard focus when shown (the editor's playback). */
  autoFocus?: boolean;
  /**
   * Fills a size container (the editor's playback slot, `fillingLayout`): the picture as large as
   * its height allows with the controls below.
   */
  fill?: boolean;
  /** The page on screen changed. */
  onPageChange?: (index: number) => void;
  /** Tests pass a fake; the fabric renderer loads with the player otherwise. */
  createRenderer?: CreateFrameRenderer;
}

/**
 * The scrubber follows playback this often. Nothing of the player renders while it plays but at a
 * page change, so drawing frames never waits for React.
 */
const SCRUBBER_EVERY_MS = 250;

const ICONS = {
  play: 'M8 5v14l11-7L8 5Z',
  pause: 'M6 5h4v14H6V5Zm8 0h4v14h-4V5Z',
  previous: 'M6 6h2v12H6V6Zm3.5 6L18 18V6l-8.5 6Z',
  next: 'M16 6h2v12h-2V6ZM6 18l8.5-6L6 6v12Z',
  loop: 'M7 7h10v3l4-4-4-4v3H5v6h2V7Zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2v4Z',
  dodgeballs:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 0 1 7.4 5H4.6A8 8 0 0 1 12 4Zm-8 8c0-.3 0-.7.1-1h15.8l.1 1c0 .3 0 .7-.1 1H4.1L4 12Zm8 8a8 8 0 0 1-7.4-5h14.8A8 8 0 0 1 12 20Z',
  // A pitch with its two keeper zones filled.
  keeperZones: 'M2 5h20v14H2V5Zm2 2v10h16V7H4Zm1 1h4v8H5V8Zm10 0h4v8h-4V8Zm-3.75-1h1.5v10h-1.5V7Z',
} as const;

function PlayerIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <SvgIcon aria-hidden fontSize="small">
      <path d={ICONS[name]} />
    </SvgIcon>
  );
}

/** What the controls show; changes only on the user's actions, page changes and the end. */
interface View {
  playing: boolean;
  pageIndex: number;
  speed: PlaybackSpeed;
  loop: boolean;
}

function viewOf(clock: PlaybackClock | null): View {
  return {
    playing: clock?.playing ?? false,
    pageIndex: clock?.pageIndex() ?? 0,
    speed: clock?.speed ?? 1,
    loop: clock?.loop ?? true,
  };
}

const sameView = (a: View, b: View) =>
  a.playing === b.playing &&
  a.pageIndex === b.pageIndex &&
  a.speed === b.speed &&
  a.loop === b.loop;

/** A renderer and the clock playing its animation: they come and go together. */
interface Playing {
  renderer: FrameRenderer;
  clock: PlaybackClock;
}

async function defaultRenderer(
  pages: readonly Page[],
  options: Parameters<CreateFrameRenderer>[1],
): Promise<FrameRenderer> {
  const { createFabricFrameRenderer } = await loadChunk(
    () => import('../canvas/fabric-frame-renderer.ts'),
  );
  return createFabricFrameRenderer(pages, options);
}

/** Changes the playing clock; the same function on every render of the player. */
type Act = (change: (clock: PlaybackClock) => void) => void;

/*
 * The player's buttons are drawn only when what they show changes: a page change of the run
 * draws the player again (its page label and scrubber), and at CPU ×4 drawing every button with
 * it held that frame of the run back (bench/RESULTS.md, session 29).
 */

/** Play or pause, previous and next page. */
const TransportButtons = memo(function TransportButtons(props: {
  playing: boolean;
  ready: boolean;
  onAct: Act;
}) {
  const { playing, ready, onAct } = props;
  const t = useBoardEditorT();
  return (
    <>
      <IconButton
        aria-label={t(playing ? 'player.pause' : 'player.play')}
        disabled={!ready}
        onClick={() => onAct((current) => current.toggle())}
      >
        <PlayerIcon name={playing ? 'pause' : 'play'} />
      </IconButton>
      <IconButton
        aria-label={t('player.previous')}
        disabled={!ready}
        onClick={() => onAct((current) => current.stepPage(-1))}
      >
        <PlayerIcon name="previous" />
      </IconButton>
      <IconButton
        aria-label={t('player.next')}
        disabled={!ready}
        onClick={() => onAct((current) => current.stepPage(1))}
      >
        <PlayerIcon name="next" />
      </IconButton>
    </>
  );
});

/** One of the player's on-off buttons, named by its icon. */
function PlayerToggle(props: {
  name: 'loop' | 'dodgeballs' | 'keeperZones';
  selected: boolean;
  label: string;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <ToggleButton
      size="small"
      value={props.name}
      selected={props.selected}
      aria-label={props.label}
      disabled={props.disabled ?? false}
      onChange={props.onChange}
      sx={{ px: 1, py: 0.25 }}
    >
      <PlayerIcon name={props.name} />
    </ToggleButton>
  );
}

/** Speed, loop and the two overlays. */
const PlayerToggles = memo(function PlayerToggles(props: {
  speed: PlaybackSpeed;
  loop: boolean;
  overlay: boolean;
  zones: boolean;
  ready: boolean;
  onAct: Act;
  onOverlay: () => void;
  onZones: () => void;
}) {
  const { speed, loop, overlay, zones, ready, onAct, onOverlay, onZones } = props;
  const t = useBoardEditorT();
  const language = useUiLanguage();
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={speed}
        aria-label={t('player.speed')}
        onChange={(_event, chosen: PlaybackSpeed | null) => {
          if (chosen !== null) onAct((current) => current.setSpeed(chosen));
        }}
      >
        {PLAYBACK_SPEEDS.map((speed) => (
          <ToggleButton key={speed} value={speed} sx={{ px: 1, py: 0.25 }}>
            {`${speed.toLocaleString(language)}×`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PlayerToggle
        name="loop"
        selected={loop}
        label={t('player.loop')}
        onChange={() => onAct((current) => current.setLoop(!current.loop))}
      />
      <PlayerToggle
        name="dodgeballs"
        selected={overlay}
        label={t('playback.dodgeballOverlay')}
        disabled={!ready}
        onChange={onOverlay}
      />
      <PlayerToggle
        name="keeperZones"
        selected={zones}
        label={t('playback.keeperZones')}
        disabled={!ready}
        onChange={onZones}
      />
    </>
  );
});

/** The scrubber's place in the row. */
const scrubberPlaceSx: SxProps<Theme> = { flex: '1 1 120px', minWidth: 60, mx: 1 };

const scrubberSx: SxProps<Theme> = {
  display: 'block',
  width: '100%',
  height: 24,
  m: 0,
  // Its own layout root (which a flex item cannot be, hence the place around it): moving the
  // thumb a few times a second while the board plays laid out the whole page each time.
  contain: 'strict',
  accentColor: (theme) => theme.palette.primary.main,
  cursor: 'pointer',
  '&:disabled': { cursor: 'default' },
  '&:focus-visible': {
    outline: (theme) => `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
};

/**
 * The position slider, a range input: while playing it follows the clock a few times a second,
 * written into the element without a render (a slider drawn by React cost a frame's budget on a
 * slow CPU at every update, and eased its thumb over the next frames). React renders it when the
 * page or the user's position changes.
 */
function Scrubber(props: {
  clock: PlaybackClock | null;
  playing: boolean;
  label: string;
  valueText: string;
  onSeek: (value: number) => void;
}) {
  const { clock, playing } = props;
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!clock || !playing) return undefined;
    const timer = setInterval(() => {
      const element = input.current;
      if (!element) return;
      const value = String(clock.scrubValue());
      element.value = value;
      element.setAttribute('aria-valuenow', value);
    }, SCRUBBER_EVERY_MS);
    return () => clearInterval(timer);
  }, [clock, playing]);
  const value = clock?.scrubValue() ?? 0;
  return (
    <Box sx={scrubberPlaceSx}>
      <Box
        component="input"
        ref={input}
        type="range"
        aria-label={props.label}
        min={0}
        max={Math.max(1, (clock?.lengthMs ?? 1) - 1)}
        step={10}
        value={value}
        aria-valuenow={value}
        aria-valuetext={props.valueText}
        disabled={!clock}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          props.onSeek(Number(event.currentTarget.value))
        }
        sx={scrubberSx}
      />
    </Box>
  );
}

/**
 * Plays a board's animation from its one model (the `BoardAnimation` the renderer draws, which
 * video export renders too): play and pause (Space), previous and next page (← →), a scrubber
 * over the whole run, speed, loop and two overlays, the dodgeball count and the keeper zones: each
 * has its own toggle, as a coach may want either alone and a button should say what it shows.
 * Lazy-loaded with fabric; see `lazy-board-player.tsx`.
 *
 * While playing, each animation frame only draws the canvas: React renders when the page changes
 * or the user acts, and the scrubber moves a few times a second without a render.
 */
export default function BoardPlayer(props: BoardPlayerProps) {
  const { pages, autoPlay = false, startIndex = 0 } = props;
  const t = useBoardEditorT();
  const createRenderer = props.createRenderer ?? defaultRenderer;
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [failed, setFailed] = useState(false);
  /** Bumped to make the renderer again after it failed (its code did not load, say). */
  const [attempt, setAttempt] = useState(0);
  const [overlay, setOverlay] = useState(false);
  const [zones, setZones] = useState(false);
  const [view, setView] = useState<View>(() => viewOf(null));
  /** Bumped by the user's actions, so the scrubber shows a seek within the same page. */
  const [, setRevision] = useState(0);
  const region = useRef<HTMLDivElement | null>(null);
  const onPageChange = useRef(props.onPageChange);
  const onRunningChange = useRef(props.onRunningChange);
  /** What `onRunningChange` last said, starting from what the player was asked to do. */
  const toldRunning = useRef(autoPlay);
  const shownPage = useRef(-1);
  /** The renderer not yet disposed, and the clock last made (carried over to new pages). */
  const live = useRef<Playing | null>(null);
  const lastClock = useRef<PlaybackClock | null>(null);
  const start = useRef({ startIndex, autoPlay });
  const clock = playing?.clock ?? null;

  useEffect(() => {
    onPageChange.current = props.onPageChange;
    onRunningChange.current = props.onRunningChange;
  });

  useEffect(() => {
    let cancelled = false;
    let made: FrameRenderer | undefined;
    // Captions are text below the picture here (`captionSx`), readable at a phone's width.
    createRenderer(pages, {
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
      keepRestingFrames: true,
      withoutCaptions: true,
    })
      .then((created) => {
        made = created;
        if (cancelled) {
          created.dispose();
          return;
        }
        const madeClock = new PlaybackClock(created.animation, () => performance.now());
        const previous = lastClock.current;
        if (previous) madeClock.follow(previous);
        else {
          madeClock.startAt(start.current.startIndex);
          if (start.current.autoPlay) madeClock.play();
        }
        lastClock.current = madeClock;
        const next = { renderer: created, clock: madeClock };
        live.current = next;
        setPlaying(next);
      })
      .catch((error: unknown) => {
        console.error('board player', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (live.current?.renderer === made) live.current = null;
      made?.dispose();
      setPlaying(null);
    };
  }, [pages, createRenderer, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);

  // Most failures are a connection lost while the code loaded: back online, try at once.
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);

  const describeDodgeballs = useDescribeDodgeballs();

  useEffect(() => {
    if (!playing || live.current !== playing) return;
    playing.renderer.setDodgeballOverlay?.(overlay ? describeDodgeballs : undefined);
    playing.renderer.setKeeperZones?.(zones);
    // Paused, nothing else would draw the change.
    if (!playing.clock.playing) playing.renderer.renderAt(playing.clock.position());
  }, [playing, overlay, zones, describeDodgeballs]);

  /**
   * Draws the clock's moment and tells the page (and the pagination) where it is. Called on every
   * animation frame (`inFrame`): it allocates nothing and renders nothing unless the page changed.
   */
  const draw = useCallback(
    (inFrame = false) => {
      // The state may still name a renderer its effect has just disposed.
      if (!playing || live.current !== playing) return;
      const { renderer, clock: current } = playing;
      renderer.renderAt(current.position());
      const pageIndex = current.pageIndex();
      if (pageIndex === shownPage.current) return;
      shownPage.current = pageIndex;
      onPageChange.current?.(pageIndex);
      const show = () =>
        setView((shown) => (shown.pageIndex === pageIndex ? shown : viewOf(current)));
      // From an animation frame the player's new page is drawn beside the next frames (React
      // yields to them in a transition) instead of in this one; after the user's action at once.
      if (inFrame) startTransition(show);
      else show();
    },
    [playing],
  );

  const refresh = useCallback(() => {
    draw();
    const next = viewOf(clock);
    setView((shown) => (sameView(shown, next) ? shown : next));
  }, [draw, clock]);

  useEffect(() => {
    if (!playing) return undefined;
    refresh();
    if (!view.playing) return undefined;
    let frame = 0;
    const tick = () => {
      draw(true);
      if (!playing.clock.playing) {
        setView(viewOf(playing.clock));
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // Restarted when playing starts or stops; other changes redraw through `refresh`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, view.playing]);

  useEffect(() => {
    if (props.autoFocus) region.current?.focus();
  }, [props.autoFocus]);

  const renderer = playing?.renderer ?? null;
  const attachCanvas = useCallback(
    (box: HTMLDivElement | null) => {
      if (!box || !renderer) return;
      // fabric sizes the element inline at the output's pixels; the player fits its container.
      Object.assign(renderer.canvas.style, { width: '100%', height: 'auto', display: 'block' });
      box.replaceChildren(renderer.canvas);
    },
    [renderer],
  );

  const act = (change: (current: PlaybackClock) => void) => {
    if (!clock) return;
    change(clock);
    refresh();
    setRevision((revision) => revision + 1);
  };
  // The buttons get functions that stay the same, so that they are drawn only when they change.
  const latestAct = useRef(act);
  useEffect(() => {
    latestAct.current = act;
  });
  const onAct = useCallback<Act>((change) => latestAct.current(change), []);

  // Told from the clock itself, not the view: right after the clock is made the view shows none.
  const tellRunning = useCallback(() => {
    if (!clock || clock.playing === toldRunning.current) return;
    toldRunning.current = clock.playing;
    onRunningChange.current?.(clock.playing);
  }, [clock]);
  useEffect(tellRunning, [tellRunning, view.playing]);

  const { running } = props;
  useEffect(() => {
    if (running === undefined || !clock || clock.playing === running) return;
    toldRunning.current = running;
    latestAct.current((current) => (running ? current.play() : current.pause()));
    // A board without moves (one page) has nothing to play.
    tellRunning();
  }, [running, clock, tellRunning]);

  const toggleOverlay = useCallback(() => setOverlay((shown) => !shown), []);
  const toggleZones = useCallback(() => setZones((shown) => !shown), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // The scrubber (a range input, a slider without the role attribute) and the toggle buttons
    // use the arrow keys and Space themselves; but the scrubber has no use for Space, which plays
    // and pauses there too.
    const spaceOnScrubber =
      event.key === ' ' && target instanceof HTMLInputElement && target.type === 'range';
    const ownKeys =
      target !== event.currentTarget && target.closest('[role="slider"], input, button');
    if (ownKeys && !spaceOnScrubber) return;
    if (event.key === ' ') act((current) => current.toggle());
    else if (event.key === 'ArrowLeft') act((current) => current.stepPage(-1));
    else if (event.key === 'ArrowRight') act((current) => current.stepPage(1));
    else return;
    event.preventDefault();
  };

  const label = props.title ? t('player.labelNamed', { name: props.title }) : t('player.label');
  const pageText = (index: number) => t('player.pageOf', { page: index + 1, count: pages.length });

  const captioned = hasCaptions(pages);
  const filling = fillingLayout(captioned);

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
      sx={[
        playerRegionSx,
        {
          outline: 'none',
          '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
          borderRadius: 1,
        },
        props.fill === true && filling.region,
      ]}
    >
      {failed ? (
        <ActionAlert severity="error" action={{ label: t('common.retry'), onClick: retry }}>
          {t('player.failed')}
        </ActionAlert>
      ) : (
        <Box sx={[{ width: '100%' }, props.fill === true && filling.picture]}>
          <Box
            sx={{
              position: 'relative',
              width: '100%',
              aspectRatio: `${CANVAS_WIDTH} / ${CANVAS_HEIGHT}`,
              bgcolor: 'action.hover',
            }}
          >
            {renderer ? (
              <Box
                ref={attachCanvas}
                role="img"
                aria-label={pageText(view.pageIndex)}
                data-page-index={view.pageIndex}
              />
            ) : (
              <Skeleton
                variant="rectangular"
                role="progressbar"
                aria-label={t('common.loading')}
                sx={{ position: 'absolute', inset: 0, height: '100%' }}
              />
            )}
          </Box>
          {captioned && (
            <Box sx={captionSx} data-testid="player-caption">
              <Typography component="span" variant="body2">
                {pages[view.pageIndex]?.caption}
              </Typography>
            </Box>
          )}
        </Box>
      )}
      <Box sx={controlsSx}>
        <Box sx={positionRowSx}>
          <TransportButtons playing={view.playing} ready={renderer !== null} onAct={onAct} />
          <Scrubber
            clock={clock}
            playing={view.playing}
            label={t('player.position')}
            valueText={pageText(view.pageIndex)}
            onSeek={(value) => act((current) => current.seek(value))}
          />
          <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'center' }} aria-hidden>
            {`${view.pageIndex + 1} / ${pages.length}`}
          </Typography>
        </Box>
        <Box sx={settingsRowSx}>
          <PlayerToggles
            speed={view.speed}
            loop={view.loop}
            overlay={overlay}
            zones={zones}
            ready={renderer !== null}
            onAct={onAct}
            onOverlay={toggleOverlay}
            onZones={toggleZones}
          />
        </Box>
      </Box>
    </Box>
  );
}
