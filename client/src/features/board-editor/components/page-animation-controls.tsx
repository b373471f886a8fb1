import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import {
  ANIMATION_EASINGS,
  CAPTION_MAX_LENGTH,
  PAGE_HOLD_MAX_MS,
  PAGE_HOLD_MIN_MS,
  PAGE_MOVE_MAX_MS,
  PASS_STYLES,
  type AnimationEasing,
  type PassStyle,
} from '@courtside/domain';
import { useState, type KeyboardEvent } from 'react';
import { pageTimingOf, type PageSettingsChange } from '../core/page-settings.ts';
import { useBoardEditorT } from '../i18n.ts';
import { EditorIcon } from './editor-icons.tsx';
import { ToolbarPanel } from './toolbar-panel.tsx';
import { ToolButton } from './tool-button.tsx';
import { useEditorCommands, useEditorView } from './editor-view.tsx';

const seconds = (ms: number) => String(ms / 1000);

/** The page's times as the editor keeps them. */
const SECONDS_LIMITS_MS = {
  holdMs: [PAGE_HOLD_MIN_MS, PAGE_HOLD_MAX_MS],
  moveMs: [0, PAGE_MOVE_MAX_MS],
} as const;

/** How far one press of a bend button bends a run, in run-lengths to its side. */
export const RUN_BEND_STEP = 0.1;

/**
 * Enter commits a field as leaving it does, and so does Escape, which also closes the panel:
 * a caption typed and closed with Escape was thrown away, while a click outside kept it.
 */
function commitKeys(commit: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      commit();
    }
  };
}

interface FieldsProps {
  caption: string;
  holdMs: number;
  moveMs: number;
  easing: AnimationEasing;
  disabled: boolean;
  onChange: (change: PageSettingsChange) => void;
}

/**
 * What a field shows: what is typed, until the value it edits changes (a commit, an undo), which
 * it then shows. The fields stay mounted meanwhile: made afresh for every committed value, they
 * took the focus from the field clicked next and dropped a click on the easing.
 */
function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}

/**
 * The fields keep what is typed until it is committed (leaving the field or Enter), so a caption
 * or a time is one history entry, not one per key.
 */
function PageAnimationFields({ caption, holdMs, moveMs, easing, disabled, onChange }: FieldsProps) {
  const t = useBoardEditorT();
  const [captionDraft, setCaptionDraft] = useDraft(caption);
  const [holdDraft, setHoldDraft] = useDraft(seconds(holdMs));
  const [moveDraft, setMoveDraft] = useDraft(seconds(moveMs));

  const commitCaption = () => {
    if (captionDraft !== caption) onChange({ caption: captionDraft });
  };
  const commitSeconds = (draft: string, current: number, key: 'holdMs' | 'moveMs') => {
    const value = Number.parseFloat(draft.replace(',', '.'));
    const [min, max] = SECONDS_LIMITS_MS[key];
    const ms = Number.isFinite(value)
      ? Math.min(max, Math.max(min, Math.round(value * 1000)))
      : current;
    if (ms !== current) onChange({ [key]: ms });
    // The field shows what the page holds, also where that is not what was typed ("0" is 0.5 s).
    (key === 'holdMs' ? setHoldDraft : setMoveDraft)(seconds(ms));
  };

  return (
    <Stack spacing={1.5} sx={{ p: 2, width: 300, maxWidth: 'calc(100vw - 32px)' }}>
      <TextField
        size="small"
        label={t('animation.page.caption')}
        helperText={t('animation.page.captionHint')}
        value={captionDraft}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: CAPTION_MAX_LENGTH } }}
        onChange={(event) => setCaptionDraft(event.target.value)}
        onBlur={commitCaption}
        onKeyDown={commitKeys(commitCaption)}
      />
      {/* One above the other: side by side their labels were cut off in the 300 px panel. */}
      <Stack spacing={1.5}>
        <TextField
          size="small"
          type="number"
          label={t('animation.page.hold')}
          value={holdDraft}
          disabled={disabled}
          slotProps={{
            htmlInput: { min: PAGE_HOLD_MIN_MS / 1000, max: PAGE_HOLD_MAX_MS / 1000, step: 0.5 },
          }}
          onChange={(event) => setHoldDraft(event.target.value)}
          onBlur={() => commitSeconds(holdDraft, holdMs, 'holdMs')}
          onKeyDown={commitKeys(() => commitSeconds(holdDraft, holdMs, 'holdMs'))}
        />
        <TextField
          size="small"
          type="number"
          label={t('animation.page.move')}
          value={moveDraft}
          disabled={disabled}
          slotProps={{ htmlInput: { min: 0, max: PAGE_MOVE_MAX_MS / 1000, step: 0.1 } }}
          onChange={(event) => setMoveDraft(event.target.value)}
          onBlur={() => commitSeconds(moveDraft, moveMs, 'moveMs')}
          onKeyDown={commitKeys(() => commitSeconds(moveDraft, moveMs, 'moveMs'))}
        />
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        fullWidth
        aria-label={t('animation.page.easing')}
        value={easing}
        disabled={disabled}
        onChange={(_event, value: AnimationEasing | null) => {
          if (value && value !== easing) onChange({ easing: value });
        }}
      >
        {ANIMATION_EASINGS.map((choice) => (
          <ToggleButton key={choice} value={choice}>
            {t(`animation.page.easings.${choice}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/**
 * The current page's caption, how long it shows, how long the move to the next page takes and
 * how it eases (issue 16), in a panel from the toolbar so the editor grows no taller. When each
 * object moves within that move is the timing strip's, under the canvas.
 */
export function PageAnimationControls() {
  const t = useBoardEditorT();
  const commands = useEditorCommands();
  const view = useEditorView(({ pageSettings, pageIndex }, can) => ({
    pageIndex,
    caption: pageSettings.caption ?? '',
    ...pageTimingOf(pageSettings),
    canChange: can.isEnabled('changePageSettings', { pageSettings: {} }),
  }));
  return (
    <ToolbarPanel label={t('animation.page.button')} icon="animation" dialog>
      {() => (
        // A new page shows its own values in fresh fields.
        <PageAnimationFields
          key={view.pageIndex}
          caption={view.caption}
          holdMs={view.holdMs}
          moveMs={view.moveMs}
          easing={view.easing}
          disabled={!view.canChange}
          onChange={(pageSettings) => commands.run('changePageSettings', { pageSettings })}
        />
      )}
    </ToolbarPanel>
  );
}

/**
 * Knocking out the selected players and the selected ball's pass style (issue 16); shown only
 * while the selection offers them, so the toolbar stays as it was otherwise.
 */
export function SelectionAnimationControls() {
  const t = useBoardEditorT();
  const commands = useEditorCommands();
  const view = useEditorView(({ selectionCount, selectionAnimation }, can) => ({
    run: selectionCount > 0 ? selectionAnimation.run : undefined,
    canBend: can.isEnabled('bendRun', { bend: RUN_BEND_STEP }),
    canStraighten: can.isEnabled('resetRun'),
    players: selectionCount > 0 ? selectionAnimation.players : 0,
    knockedOut: selectionAnimation.knockedOut,
    pass: selectionCount > 0 ? selectionAnimation.pass : undefined,
    canKnockOut: can.isEnabled('toggleKnockedOut'),
    canPass: can.isEnabled('setPassStyle', { passStyle: 'straight' }),
  }));
  if (view.players === 0 && view.pass === undefined && view.run === undefined) return null;
  const knockedOutLabel = t('animation.actions.toggleKnockedOut');
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={t('animation.page.button')}>
      {view.players > 0 && (
        <Tooltip title={`${knockedOutLabel} (K)`}>
          <ToggleButton
            size="small"
            value="knockedOut"
            aria-label={knockedOutLabel}
            aria-keyshortcuts="K"
            selected={view.knockedOut}
            disabled={!view.canKnockOut}
            onChange={() => commands.run('toggleKnockedOut')}
            sx={{ px: 1 }}
          >
            <EditorIcon name="knockedOut" fontSize="small" />
          </ToggleButton>
        </Tooltip>
      )}
      {view.pass !== undefined && (
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label={t('animation.pass.label')}
          value={view.pass}
          disabled={!view.canPass}
          onChange={(_event, passStyle: PassStyle | null) => {
            if (passStyle) commands.run('setPassStyle', { passStyle });
          }}
        >
          {PASS_STYLES.map((style) => (
            <ToggleButton key={style} value={style} aria-label={t(`animation.pass.${style}`)}>
              <Tooltip title={t(`animation.pass.${style}`)}>
                <EditorIcon name={style === 'lob' ? 'passLob' : 'passStraight'} fontSize="small" />
              </Tooltip>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {view.run !== undefined && (
        <>
          <ToolButton
            label={t('animation.run.bendLeft')}
            icon={<EditorIcon name="bendLeft" fontSize="small" />}
            disabled={!view.canBend}
            onClick={() => commands.run('bendRun', { bend: -RUN_BEND_STEP })}
          />
          <ToolButton
            label={t('animation.run.bendRight')}
            icon={<EditorIcon name="bendRight" fontSize="small" />}
            disabled={!view.canBend}
            onClick={() => commands.run('bendRun', { bend: RUN_BEND_STEP })}
          />
          <ToolButton
            label={t('animation.actions.resetRun')}
            icon={<EditorIcon name="passStraight" fontSize="small" />}
            disabled={!view.canStraighten}
            onClick={() => commands.run('resetRun')}
          />
        </>
      )}
    </Stack>
  );
}
