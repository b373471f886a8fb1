import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  BRUSH_MAX_WIDTH,
  BRUSH_MIN_WIDTH,
  COURT_BACKGROUNDS,
  LINE_STYLES,
  type CourtBackground,
  type LineStyle,
} from '@courtside/domain';
import { useId } from 'react';
import type { EditorState } from '../core/editor-state.ts';
import { useBoardEditorT } from '../i18n.ts';
import type { Brush } from './board-canvas.ts';
import type { EditorCommands } from './editor-commands.ts';

const BACKGROUND_LABEL = {
  '/full-court.svg': 'toolbar.backgrounds.full',
  '/half-court.svg': 'toolbar.backgrounds.half',
  '/empty-court.svg': 'toolbar.backgrounds.empty',
} as const satisfies Record<CourtBackground, string>;

interface EditingToolbarProps {
  state: EditorState;
  commands: EditorCommands;
  brush: Brush;
  onBrushChange: (brush: Brush) => void;
}

/** Undo, redo, delete, drawing with its brush, and the court (edit mode only). */
export function EditingToolbar({ state, commands, brush, onBrushChange }: EditingToolbarProps) {
  const t = useBoardEditorT();
  const widthId = useId();
  const action = (id: 'undo' | 'redo' | 'deleteSelection') => (
    <Button size="small" disabled={!commands.isEnabled(id)} onClick={() => commands.run(id)}>
      {t(`actions.${id}`)}
    </Button>
  );
  return (
    <Stack
      role="toolbar"
      aria-label={t('toolbar.label')}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}
    >
      <Stack direction="row" spacing={0.5}>
        {action('undo')}
        {action('redo')}
        {action('deleteSelection')}
      </Stack>
      <ToggleButton
        size="small"
        value="draw"
        selected={state.drawingMode}
        disabled={!commands.isEnabled('toggleDrawingMode')}
        onChange={() => commands.run('toggleDrawingMode')}
      >
        {t('actions.toggleDrawingMode')}
      </ToggleButton>
      <Box sx={{ width: 160 }}>
        <Typography id={widthId} variant="caption">
          {t('toolbar.brushWidth')}
        </Typography>
        <Slider
          size="small"
          min={BRUSH_MIN_WIDTH}
          max={BRUSH_MAX_WIDTH}
          step={1}
          value={brush.width}
          valueLabelDisplay="auto"
          aria-labelledby={widthId}
          onChange={(_event, width) => onBrushChange({ ...brush, width })}
        />
      </Box>
      <TextField
        type="color"
        size="small"
        label={t('toolbar.color')}
        value={brush.color}
        onChange={(event) => onBrushChange({ ...brush, color: event.target.value })}
        sx={{ width: 90 }}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label={t('toolbar.lineStyle')}
        value={brush.lineStyle}
        onChange={(_event, lineStyle: LineStyle | null) => {
          if (lineStyle) onBrushChange({ ...brush, lineStyle });
        }}
      >
        {LINE_STYLES.map((style) => (
          <ToggleButton key={style} value={style}>
            {t(`toolbar.lineStyles.${style}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label={t('toolbar.background')}
        value={state.background}
        onChange={(_event, background: CourtBackground | null) => {
          if (background) commands.run('changeBackground', { background });
        }}
      >
        {COURT_BACKGROUNDS.map((background) => (
          <ToggleButton
            key={background}
            value={background}
            disabled={
              background !== state.background &&
              !commands.isEnabled('changeBackground', { background })
            }
          >
            {t(BACKGROUND_LABEL[background])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
