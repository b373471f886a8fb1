import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider, { sliderClasses } from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LINE_OBJECT_TYPE, TEAM_COLORS, playerTeamOf } from '@courtside/domain';
import { memo, useId, useMemo, useState } from 'react';
import { isText } from '../core/object-style.ts';
import { pageTimingOf } from '../core/page-settings.ts';
import type { TimingBar } from '../core/run-guides.ts';
import { useBoardEditorT } from '../i18n.ts';
import { TIMING_ROW_HEIGHT, timingStripListSx, timingStripSx } from './editor-layout.ts';
import { EditorIcon } from './editor-icons.tsx';
import { useEditorCommands, useEditorView } from './editor-view.tsx';
import { AccessorySwatch, BallSwatch, PlayerSwatch } from './item-swatch.tsx';
import { storedFlag } from './local-preferences.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';

/** The smallest step of a handle, in seconds of the move. */
const STEP_SECONDS = 0.05;
/** Shift + arrow and Page Up/Down move a handle this many steps. */
const SHIFT_STEPS = 10;

/** Whether the coach left the strip open, in this browser. */
const stripOpen = storedFlag('courtside.timingStrip', 'open');

type ObjectFacts = TimingBar['object'];

/** The first words of a text, for a name. */
function shortened(text: string, length = 20): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  return line.length > length ? `${line.slice(0, length).trimEnd()}…` : line;
}

/**
 * What the strip names an object by: team, role and number; a ball or accessory by kind; a text
 * by its first words; a line or drawing by what it is.
 */
function useObjectName(): (object: ObjectFacts, short?: boolean) => string {
  const t = useBoardEditorT();
  return (object, short = false) => {
    const team = playerTeamOf(object);
    if (team) {
      const player = [object.role ? t(`items.role.${object.role}`) : undefined, object.playerNumber]
        .filter((part) => part !== undefined)
        .join(' ');
      // Short, the team comes last: cut after "Team A Chas…", two chasers looked the same.
      const teamName = t(team === 'A' ? 'items.teamA' : 'items.teamB');
      if (short) return player ? `${player} · ${team}` : teamName;
      return [teamName, player].filter(Boolean).join(' ');
    }
    if (object.ballType) return t(`items.ball.${object.ballType}`);
    if (object.accessoryType) return t(`items.accessory.${object.accessoryType}`);
    if (isText(object) && object.text) {
      return t('animation.strip.text', { text: shortened(object.text) });
    }
    if (object.objectType === LINE_OBJECT_TYPE) return t('animation.strip.line');
    if (object.objectType === 'drawing') return t('animation.strip.drawing');
    return t('animation.strip.object');
  };
}

/** Seconds as the language writes them (0.25 / 0,25), to at most two decimals. */
function useSeconds(): (seconds: number) => string {
  const language = useUiLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    return (seconds: number) => format.format(seconds);
  }, [language]);
}

function Swatch({ object }: { object: ObjectFacts }) {
  const team = playerTeamOf(object);
  if (team) return <PlayerSwatch team={team} role={object.role ?? 'Chaser'} />;
  if (object.ballType) return <BallSwatch type={object.ballType} />;
  if (object.accessoryType) return <AccessorySwatch type={object.accessoryType} />;
  return (
    <Box
      aria-hidden
      sx={{ width: 20, height: 20, flexShrink: 0, borderRadius: 0.5, bgcolor: 'grey.400' }}
    />
  );
}

interface RowProps {
  bar: TimingBar;
  moveMs: number;
  disabled: boolean;
  phone: boolean;
}

/**
 * The editor hands the strip new bars after every change; a row draws again only when its own
 * bar did, so a drag's one change redraws one row and not forty.
 */
function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.moveMs === b.moveMs &&
    a.disabled === b.disabled &&
    a.phone === b.phone &&
    JSON.stringify(a.bar) === JSON.stringify(b.bar)
  );
}

/**
 * One object's bar: its ends are a range slider's two handles, so mouse, touch and keys all move
 * them; a drag is one change when it ends, not one per pixel.
 */
const TimingRow = memo(function TimingRow({ bar, moveMs, disabled, phone }: RowProps) {
  const t = useBoardEditorT();
  const theme = useTheme();
  const commands = useEditorCommands();
  const nameOf = useObjectName();
  const name = nameOf(bar.object);
  // A phone's name column is narrow: the role and number first, the team after them.
  const label = nameOf(bar.object, phone);
  const seconds = useSeconds();
  const [value, setValue] = useState<number[]>([bar.start, bar.end]);
  // A change from elsewhere (undo, or the editor's rounding) shows without remounting the row,
  // which would take the keyboard focus off the handle being moved.
  const [shown, setShown] = useState({ start: bar.start, end: bar.end });
  if (shown.start !== bar.start || shown.end !== bar.end) {
    setShown({ start: bar.start, end: bar.end });
    setValue([bar.start, bar.end]);
  }

  const step = moveMs > 0 ? Math.min(1, (STEP_SECONDS * 1000) / moveMs) : STEP_SECONDS;
  const inSeconds = (fraction: number) => seconds((fraction * moveMs) / 1000);
  const team = playerTeamOf(bar.object);
  const colour = team ? TEAM_COLORS[team] : theme.palette.grey[600];
  const [start = 0, end = 1] = value;

  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        height: TIMING_ROW_HEIGHT,
        flexShrink: 0,
        '&:hover, &:focus-within': { bgcolor: 'action.hover' },
      }}
    >
      <Stack
        direction="row"
        spacing={0.75}
        sx={{
          alignItems: 'center',
          width: { xs: 120, sm: 136 },
          flexShrink: 0,
          minWidth: 0,
          pl: 1,
        }}
      >
        <Swatch object={bar.object} />
        <Typography
          variant="caption"
          noWrap
          title={name}
          sx={{ pr: 0.5, fontStyle: bar.pass ? 'italic' : undefined }}
        >
          {label}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0, px: 1.5, display: 'flex', alignItems: 'center' }}>
        <Slider
          size="small"
          min={0}
          max={1}
          step={step}
          shiftStep={step * SHIFT_STEPS}
          value={value}
          disabled={disabled}
          disableSwap
          getAriaLabel={(index) =>
            t(index === 0 ? 'animation.strip.start' : 'animation.strip.end', { name })
          }
          getAriaValueText={(fraction) =>
            t('animation.strip.seconds', { value: inSeconds(fraction) })
          }
          onChange={(_event, next) => setValue(next)}
          onChangeCommitted={(_event, next) => {
            const [from = 0, to = 1] = next;
            if (from === bar.start && to === bar.end) return;
            commands.run('setObjectTiming', { timing: { uuid: bar.uuid, start: from, end: to } });
          }}
          sx={{
            color: colour,
            height: 6,
            py: 1,
            // The theme's 42 px touch padding would make every row as tall as three.
            '@media (pointer: coarse)': { py: 1 },
            [`& .${sliderClasses.rail}`]: { opacity: 0.2 },
            [`& .${sliderClasses.track}`]: {
              border: 0,
              ...(bar.pass && {
                backgroundImage: `repeating-linear-gradient(135deg, transparent 0 4px, ${alpha('#fff', 0.55)} 4px 7px)`,
              }),
            },
            [`& .${sliderClasses.thumb}`]: {
              width: 8,
              height: 18,
              borderRadius: 0.5,
              bgcolor: 'background.paper',
              border: `2px solid ${colour}`,
              '&::after': { width: 28, height: 28 },
              [`&:hover, &.${sliderClasses.focusVisible}`]: {
                boxShadow: `0 0 0 4px ${alpha(colour, 0.25)}`,
              },
              [`&.${sliderClasses.active}`]: { boxShadow: `0 0 0 6px ${alpha(colour, 0.3)}` },
            },
          }}
        />
      </Box>
      {/* The handles tell screen readers the same in their value text. */}
      <Typography
        variant="caption"
        color="text.secondary"
        aria-hidden
        noWrap
        sx={{
          width: { xs: 56, sm: 72 },
          flexShrink: 0,
          pr: 1,
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {t('animation.strip.range', { start: inSeconds(start), end: inSeconds(end) })}
      </Typography>
    </Stack>
  );
}, sameRow);

/**
 * The timing of the move to the next page, under the canvas in edit mode (issue 16): one bar
 * per object that moves, within the page's move time. It folds to one line, remembered in this
 * browser; on a phone it starts folded, as the canvas needs the height more.
 */
export function TimingStrip() {
  const t = useBoardEditorT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const listId = useId();
  const view = useEditorView(({ timingBars, pageSettings }, can) => ({
    bars: timingBars,
    moveMs: pageTimingOf(pageSettings).moveMs,
    // As the page animation panel: whoever may change the page's timing may change these.
    canChange: can.isEnabled('changePageSettings', { pageSettings: {} }),
  }));
  const seconds = useSeconds();
  const [chosen, setChosen] = useState(stripOpen.read);
  const open = chosen ?? !phone;
  if (view.bars.length === 0) return null;

  const toggle = () => {
    setChosen(!open);
    stripOpen.write(!open);
  };
  return (
    <Box sx={timingStripSx}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', minHeight: 30, flexShrink: 0, pr: 1 }}
      >
        <Button
          size="small"
          color="inherit"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          startIcon={<EditorIcon name={open ? 'chevronDown' : 'chevronRight'} fontSize="small" />}
          onClick={toggle}
          sx={{ flexShrink: 0, px: 1 }}
        >
          {t('animation.strip.toggle')}
        </Button>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
          {t('animation.strip.summary', {
            count: view.bars.length,
            seconds: seconds(view.moveMs / 1000),
          })}
        </Typography>
      </Stack>
      {open && (
        <Box
          id={listId}
          role="group"
          aria-label={t('animation.strip.label')}
          sx={timingStripListSx}
        >
          {view.bars.map((bar) => (
            <TimingRow
              key={bar.uuid}
              bar={bar}
              moveMs={view.moveMs}
              disabled={!view.canChange}
              phone={phone}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
