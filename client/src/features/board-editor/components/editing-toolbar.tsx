import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Slider, { type SliderValueLabelProps } from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  BRUSH_MAX_WIDTH,
  BRUSH_MIN_WIDTH,
  COURT_BACKGROUNDS,
  LINE_DASH_ARRAYS,
  LINE_STYLES,
  TEXT_FONT_SIZES,
  type CourtBackground,
  type LineStyle,
  type TextSize,
} from '@courtside/domain';
import { useId, useState, type ReactNode } from 'react';
import type { EditorActionId } from '../actions/editor-actions.ts';
import type { EditorTool } from '../core/editor-state.ts';
import type { ObjectStyle } from '../core/object-style.ts';
import { visuallyHiddenSx } from '../../../lib/shell-styles.ts';
import { useBoardEditorT } from '../i18n.ts';
import type { Brush } from './board-canvas.ts';
import { EditorIcon, type EditorIconName } from './editor-icons.tsx';
import { PageAnimationControls, SelectionAnimationControls } from './page-animation-controls.tsx';
import { useEditorCommands, useEditorStateReader, useEditorView } from './editor-view.tsx';
import { ToolButton, useShortcutText, type ToolShortcut } from './tool-button.tsx';
import { ToolbarPanel } from './toolbar-panel.tsx';
import { ToolbarRow } from './toolbar-row.tsx';

const BACKGROUND_LABEL = {
  '/full-court.svg': 'toolbar.backgrounds.full',
  '/half-court.svg': 'toolbar.backgrounds.half',
  '/empty-court.svg': 'toolbar.backgrounds.empty',
} as const satisfies Record<CourtBackground, string>;

const TOOLS = [
  { tool: 'select', action: 'toolSelect', key: 'V', icon: 'select' },
  { tool: 'pen', action: 'toolPen', key: 'P', icon: 'pen' },
  { tool: 'line', action: 'toolLine', key: 'L', icon: 'line' },
  { tool: 'arrow', action: 'toolArrow', key: 'A', icon: 'arrow' },
  { tool: 'text', action: 'toolText', key: 'T', icon: 'text' },
] as const satisfies readonly {
  tool: EditorTool;
  action: EditorActionId;
  key: string;
  icon: EditorIconName;
}[];

/** The actions this toolbar shows itself; their labels are under `actions`. */
type ToolbarActionId = Extract<
  EditorActionId,
  | (typeof TOOLS)[number]['action']
  | 'undo'
  | 'redo'
  | 'deleteSelection'
  | 'lockSelection'
  | 'unlockAll'
  | 'bringToFront'
  | 'sendToBack'
>;

const TEXT_SIZES = Object.keys(TEXT_FONT_SIZES) as TextSize[];

interface EditingToolbarProps {
  brush: Brush;
  onBrushChange: (brush: Brush) => void;
  /** More buttons after undo, redo and delete (copy and paste). */
  editActions?: ReactNode;
  /** More controls in the arrange panel (alignment). */
  arrangeActions?: ReactNode;
}

/** A line in the given style, as the line-style buttons show it. */
function LineSample({ lineStyle }: { lineStyle: LineStyle }) {
  const dash = LINE_DASH_ARRAYS[lineStyle];
  return (
    <svg width="28" height="12" aria-hidden>
      <line
        x1="2"
        y1="6"
        x2="26"
        y2="6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeDasharray={dash ? dash.map((value) => value / 2.5).join(' ') : undefined}
      />
    </svg>
  );
}

/**
 * The thickness over the slider's thumb in a tooltip: the slider's own label is drawn inside the
 * toolbar row, which would cut it off.
 */
function ThicknessLabel({ children, open, value }: SliderValueLabelProps) {
  return (
    <Tooltip open={open} title={value} placement="top" disableInteractive>
      {children}
    </Tooltip>
  );
}

/** A toolbar button's name with its shortcut, as its tooltip says it. */
function useNamedAction(): (id: ToolbarActionId, shortcut: ToolShortcut) => string {
  const t = useBoardEditorT();
  const shortcutText = useShortcutText();
  return (id, shortcut) =>
    t('toolbar.withShortcut', { label: t(`actions.${id}`), shortcut: shortcutText(shortcut).text });
}

/** The tool palette: select, pen, line, arrow and text, one of them on. */
function ToolPalette() {
  const t = useBoardEditorT();
  const commands = useEditorCommands();
  const named = useNamedAction();
  const view = useEditorView(({ tool }, can) => ({
    tool,
    enabled: Object.fromEntries(TOOLS.map(({ action }) => [action, can.isEnabled(action)])),
  }));
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      aria-label={t('toolbar.tools')}
      value={view.tool}
      onChange={(_event, tool: EditorTool | null) => {
        const entry = TOOLS.find((candidate) => candidate.tool === tool);
        if (entry) commands.run(entry.action);
      }}
    >
      {TOOLS.map(({ tool, action, key, icon }) => (
        <ToggleButton
          key={tool}
          value={tool}
          aria-label={t(`actions.${action}`)}
          aria-keyshortcuts={key}
          disabled={!view.enabled[action]}
          // Narrower on a phone, so that undo, redo and delete fit beside the palette.
          sx={{ px: { xs: 0.75, sm: 1 } }}
        >
          <Tooltip title={named(action, { key })}>
            <EditorIcon name={icon} fontSize="small" />
          </Tooltip>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Undo, redo and delete: what an edit changes most, so they render apart from the rest. */
function HistoryButtons({ editActions }: { editActions: ReactNode }) {
  const t = useBoardEditorT();
  const commands = useEditorCommands();
  const enabled = useEditorView((_state, can) => ({
    undo: can.isEnabled('undo'),
    redo: can.isEnabled('redo'),
    deleteSelection: can.isEnabled('deleteSelection'),
  }));
  const button = (id: keyof typeof enabled, icon: EditorIconName, shortcut: ToolShortcut) => (
    <ToolButton
      label={t(`actions.${id}`)}
      icon={<EditorIcon name={icon} fontSize="small" />}
      shortcut={shortcut}
      disabled={!enabled[id]}
      onClick={() => commands.run(id)}
    />
  );
  return (
    <Stack direction="row" role="group" aria-label={t('toolbar.history')}>
      {button('undo', 'undo', { key: 'z', mod: true })}
      {button('redo', 'redo', { key: 'y', mod: true })}
      {button('deleteSelection', 'delete', { key: 'Delete' })}
      {editActions}
      <SelectionAnimationControls />
    </Stack>
  );
}

interface StyleControlsProps {
  brush: Brush;
  onBrushChange: (brush: Brush) => void;
}

/** Colour, width and line style of what is drawn next and of the selection; text and arrow options. */
function StyleControls({ brush, onBrushChange }: StyleControlsProps) {
  const t = useBoardEditorT();
  const commands = useEditorCommands();
  const readState = useEditorStateReader();
  const { tool, selectionHasText } = useEditorView(({ tool, selectionHasText }) => ({
    tool,
    selectionHasText,
  }));
  const widthId = useId();
  const hasSelection = () => readState().selectionCount > 0;

  /** Sets the brush and gives the selection the same style, as drawing apps do. */
  const changeStyle = (change: Partial<Brush>, style: ObjectStyle) => {
    onBrushChange({ ...brush, ...change });
    if (hasSelection()) commands.run('restyleSelection', { style });
  };

  const textControls = tool === 'text' || selectionHasText;

  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('toolbar.style')}
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center' }}
    >
      <Tooltip title={t('toolbar.color')}>
        <Box
          component="input"
          type="color"
          aria-label={t('toolbar.color')}
          value={brush.color}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            changeStyle({ color: event.target.value }, { color: event.target.value })
          }
          sx={{ width: 32, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
        />
      </Tooltip>
      <Box sx={{ width: 96, display: 'flex', alignItems: 'center' }}>
        <Typography id={widthId} variant="caption" sx={visuallyHiddenSx}>
          {t('toolbar.brushWidth')}
        </Typography>
        <Slider
          size="small"
          min={BRUSH_MIN_WIDTH}
          max={BRUSH_MAX_WIDTH}
          step={1}
          value={brush.width}
          valueLabelDisplay="auto"
          slots={{ valueLabel: ThicknessLabel }}
          aria-labelledby={widthId}
          onChange={(_event, width) => onBrushChange({ ...brush, width })}
          onChangeCommitted={(_event, width) => {
            if (hasSelection()) commands.run('restyleSelection', { style: { width } });
          }}
        />
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label={t('toolbar.lineStyle')}
        value={brush.lineStyle}
        onChange={(_event, lineStyle: LineStyle | null) => {
          if (lineStyle) changeStyle({ lineStyle }, { lineStyle });
        }}
      >
        {LINE_STYLES.map((lineStyle) => (
          <ToggleButton
            key={lineStyle}
            value={lineStyle}
            aria-label={t(`toolbar.lineStyles.${lineStyle}`)}
            sx={{ px: 0.5 }}
          >
            <LineSample lineStyle={lineStyle} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {tool === 'arrow' && (
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label={t('toolbar.arrowHeads')}
          value={brush.arrowHead}
          onChange={(_event, arrowHead: Brush['arrowHead'] | null) => {
            if (arrowHead) onBrushChange({ ...brush, arrowHead });
          }}
        >
          <ToggleButton value="end" aria-label={t('toolbar.arrowEnd')} sx={{ px: 1 }}>
            <EditorIcon name="arrow" fontSize="small" />
          </ToggleButton>
          <ToggleButton value="both" aria-label={t('toolbar.arrowBoth')} sx={{ px: 1 }}>
            <EditorIcon name="arrowBoth" fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {tool === 'pen' && (
        <Tooltip title={t('toolbar.strokeArrow')}>
          <ToggleButton
            size="small"
            value="strokeArrow"
            aria-label={t('toolbar.strokeArrow')}
            selected={brush.strokeArrow}
            onChange={() => onBrushChange({ ...brush, strokeArrow: !brush.strokeArrow })}
            sx={{ px: 1 }}
          >
            <EditorIcon name="strokeArrow" fontSize="small" />
          </ToggleButton>
        </Tooltip>
      )}
      {textControls && (
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label={t('toolbar.textSize')}
            value={brush.textSize}
            onChange={(_event, textSize: TextSize | null) => {
              if (textSize) {
                changeStyle({ textSize }, { fontSize: TEXT_FONT_SIZES[textSize] });
              }
            }}
          >
            {TEXT_SIZES.map((size) => (
              <ToggleButton
                key={size}
                value={size}
                aria-label={t(`toolbar.textSizes.${size}`)}
                sx={{ px: 1.25, fontWeight: 700 }}
              >
                {t(`toolbar.textSizeShort.${size}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Tooltip title={t('toolbar.textBackground')}>
            <ToggleButton
              size="small"
              value="textBackground"
              aria-label={t('toolbar.textBackground')}
              selected={brush.textBackground}
              onChange={() =>
                changeStyle(
                  { textBackground: !brush.textBackground },
                  { textBackground: !brush.textBackground },
                )
              }
              sx={{ px: 1 }}
            >
              <EditorIcon name="textBackground" fontSize="small" />
            </ToggleButton>
          </Tooltip>
        </>
      )}
    </Stack>
  );
}

const ARRANGE_ACTIONS = [
  { id: 'lockSelection', icon: 'lock', shortcut: { key: 'l', mod: true, shift: true } },
  { id: 'unlockAll', icon: 'unlock' },
  { id: 'bringToFront', icon: 'front' },
  { id: 'sendToBack', icon: 'back' },
] as const satisfies readonly {
  id: ToolbarActionId;
  icon: EditorIconName;
  shortcut?: ToolShortcut;
}[];

/** Locking and stacking order in a panel, with the alignment controls given. */
function ArrangeControls({ arrangeActions }: { arrangeActions: ReactNode }) {
  const t = useBoardEditorT();
  const commands = useEditorCommands();
  const shortcutText = useShortcutText();
  const view = useEditorView(({ lockedCount }, can) => ({
    lockedCount,
    enabled: Object.fromEntries(ARRANGE_ACTIONS.map(({ id }) => [id, can.isEnabled(id)])),
  }));
  return (
    <ToolbarPanel label={t('toolbar.arrange')} icon="arrange">
      {(close) => (
        <Stack
          role="group"
          aria-label={t('toolbar.arrange')}
          spacing={0.5}
          sx={{ p: 1.5, alignItems: 'stretch' }}
        >
          {ARRANGE_ACTIONS.map((action) => (
            <Button
              key={action.id}
              size="small"
              startIcon={<EditorIcon name={action.icon} />}
              aria-keyshortcuts={
                'shortcut' in action ? shortcutText(action.shortcut).aria : undefined
              }
              disabled={!view.enabled[action.id]}
              onClick={() => {
                // Locking and reordering end the visit; the alignment buttons keep the panel open.
                close();
                commands.run(action.id);
              }}
              sx={{ justifyContent: 'flex-start' }}
            >
              {t(`actions.${action.id}`)}
            </Button>
          ))}
          {view.lockedCount > 0 && (
            <Typography variant="caption" color="text.secondary">
              {t('toolbar.locked', { count: view.lockedCount })}
            </Typography>
          )}
          {arrangeActions}
        </Stack>
      )}
    </ToolbarPanel>
  );
}

/** The court picture under the page, chosen from a menu. */
function CourtControl() {
  const t = useBoardEditorT();
  const commands = useEditorCommands();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { background, canChange } = useEditorView(({ background }, can) => ({
    background,
    canChange: can.isEnabled('changeBackground', { background: otherCourt(background) }),
  }));
  return (
    <>
      <Tooltip title={`${t('toolbar.background')}: ${t(BACKGROUND_LABEL[background])}`}>
        <span>
          <IconButton
            size="small"
            aria-label={t('toolbar.background')}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            disabled={!canChange}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <EditorIcon name="court" fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('toolbar.background') } }}
      >
        {COURT_BACKGROUNDS.map((choice) => (
          <MenuItem
            key={choice}
            selected={choice === background}
            aria-checked={choice === background}
            role="menuitemradio"
            onClick={() => {
              setAnchor(null);
              commands.run('changeBackground', { background: choice });
            }}
          >
            {t(BACKGROUND_LABEL[choice])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The edit-mode tools: the tool palette (V, P, L, A, T), undo, redo and delete, the style of
 * what is drawn next and of the selection, arranging, and the court. On a phone everything but
 * the palette and the history folds away behind "More tools". Each part reads only the editor
 * state it shows, so an edit renders the few controls it changes. Each row keeps one height
 * whatever the selection or the tool brings (it scrolls sideways instead of wrapping), so the
 * canvas below never moves while a finger drags on it.
 */
export function EditingToolbar(props: EditingToolbarProps) {
  const t = useBoardEditorT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();

  const rest = (
    <>
      <StyleControls brush={props.brush} onBrushChange={props.onBrushChange} />
      <ArrangeControls arrangeActions={props.arrangeActions} />
      <CourtControl />
      <PageAnimationControls />
    </>
  );

  return (
    <Box role="toolbar" aria-label={t('toolbar.label')} sx={{ flexShrink: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <ToolbarRow divider={phone ? undefined : <Divider orientation="vertical" flexItem />}>
          <ToolPalette />
          <HistoryButtons editActions={props.editActions} />
          {!phone && rest}
        </ToolbarRow>
        {phone && (
          <Tooltip title={t('toolbar.more')}>
            <IconButton
              size="small"
              aria-label={t('toolbar.more')}
              aria-expanded={moreOpen}
              aria-controls={moreId}
              onClick={() => setMoreOpen((open) => !open)}
            >
              <EditorIcon name="more" fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {phone && (
        <Collapse in={moreOpen} id={moreId} unmountOnExit>
          <ToolbarRow>{rest}</ToolbarRow>
        </Collapse>
      )}
    </Box>
  );
}

/** Any court but the current one: whether the court may change at all right now. */
function otherCourt(current: CourtBackground): CourtBackground {
  return COURT_BACKGROUNDS.find((background) => background !== current) ?? current;
}
