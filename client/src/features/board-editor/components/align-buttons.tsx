import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import { ALIGN_MIN_OBJECTS } from '@courtside/domain';
import type { AlignKind } from '@courtside/domain';
import type { ReactNode } from 'react';
import { useBoardEditorT } from '../i18n.ts';
import { useEditorCommands, useEditorView } from './editor-view.tsx';
import { ToolButton } from './tool-button.tsx';

/** Lines and dots (players) on a 24-unit grid, stroked like the toolbar's other icons. */
const ICONS = {
  alignRow: {
    lines: 'M2 12h20',
    dots: [
      [5, 12],
      [12, 12],
      [19, 12],
    ],
  },
  alignColumn: {
    lines: 'M12 2v20',
    dots: [
      [12, 5],
      [12, 12],
      [12, 19],
    ],
  },
  spreadEvenly: {
    lines: 'M3 5v14M21 5v14',
    dots: [
      [7.5, 12],
      [12, 12],
      [16.5, 12],
    ],
  },
  toggleSnapToGrid: { lines: 'M3 3h18v18H3ZM9 3v18M15 3v18M3 9h18M3 15h18', dots: [] },
} as const satisfies Record<
  string,
  { lines: string; dots: readonly (readonly [number, number])[] }
>;

type AlignActionId = 'alignRow' | 'alignColumn' | 'spreadEvenly';
type IconId = keyof typeof ICONS;

const KIND: Record<AlignActionId, AlignKind> = {
  alignRow: 'row',
  alignColumn: 'column',
  spreadEvenly: 'spread',
};

function AlignIcon({ id }: { id: IconId }) {
  const { lines, dots } = ICONS[id];
  return (
    <SvgIcon aria-hidden fontSize="small">
      <path
        d={lines}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {dots.map(([cx, cy]) => (
        <circle key={`${cx} ${cy}`} cx={cx} cy={cy} r={2.6} fill="currentColor" />
      ))}
    </SvgIcon>
  );
}

function Hint({ label, hint }: { label: string; hint: string }): ReactNode {
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {hint}
      </Box>
    </>
  );
}

/**
 * Lining up the selection (in a row, in a column, spread evenly) and snapping to the grid, as
 * icon buttons with tooltips. Each tooltip says what the button does, or how many objects to
 * select while it is off.
 */
export function AlignButtons() {
  const t = useBoardEditorT();
  const commands = useEditorCommands();
  const state = useEditorView(({ snapToGrid }, can) => ({
    snapToGrid,
    canSnap: can.isEnabled('toggleSnapToGrid'),
    alignRow: can.isEnabled('alignRow'),
    alignColumn: can.isEnabled('alignColumn'),
    spreadEvenly: can.isEnabled('spreadEvenly'),
  }));
  const alignButton = (id: AlignActionId) => {
    const enabled = state[id];
    const label = t(`align.actions.${id}`);
    const hint = enabled
      ? t(`align.hints.${id}`)
      : t('align.needsSelection', { number: ALIGN_MIN_OBJECTS[KIND[id]] });
    return (
      <ToolButton
        key={id}
        label={label}
        tooltip={<Hint label={label} hint={hint} />}
        icon={<AlignIcon id={id} />}
        disabled={!enabled}
        onClick={() => commands.run(id)}
      />
    );
  };
  const gridLabel = t('align.actions.toggleSnapToGrid');
  return (
    <Stack
      role="group"
      aria-label={t('align.label')}
      direction="row"
      spacing={0.25}
      sx={{ alignItems: 'center' }}
    >
      {alignButton('alignRow')}
      {alignButton('alignColumn')}
      {alignButton('spreadEvenly')}
      <Tooltip
        title={<Hint label={gridLabel} hint={t('align.hints.toggleSnapToGrid')} />}
        describeChild
      >
        <span>
          <ToggleButton
            size="small"
            value="snapToGrid"
            aria-label={gridLabel}
            selected={state.snapToGrid}
            disabled={!state.canSnap}
            onChange={() => commands.run('toggleSnapToGrid')}
            sx={{ p: 0.75, border: 0 }}
          >
            <AlignIcon id="toggleSnapToGrid" />
          </ToggleButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
