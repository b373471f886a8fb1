import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Icon } from '../../../components/icons.tsx';
import { useBoardEditorT } from '../i18n.ts';
import { useEditorCommands, useEditorView } from './editor-view.tsx';
import { ActionButton, MoreActionsMenu } from '../../../components/more-actions-menu.tsx';
import { NARROW_QUERY } from './editor-layout.ts';

interface EditorTopBarProps {
  /** Where the back link goes; no back link without it. */
  backTo: string | undefined;
  /** Undefined while the board loads. */
  name: string | undefined;
  onToggleRecording: () => void;
  /** Whether the items drawer can be toggled (edit mode on a narrow screen). */
  itemsToggle: { open: boolean; onToggle: () => void } | undefined;
  /** No "Delete board" without it. */
  onDeleteBoard: (() => void) | undefined;
  deleting: boolean;
  /** Shown after the owner's buttons; made of `ActionButton`s so that they fold on a phone. */
  extraActions?: ReactNode;
  /** Shown beside the board's name (the save status while editing). */
  status?: ReactNode;
  /** Shown after play and record, to everyone who may view the board; `ActionButton`s too. */
  viewActions?: ReactNode;
}

/**
 * Where the top bar keeps Edit/Save and the items toggle and the rest goes into a menu: a phone
 * upright, and a screen too short to give a second row of buttons (a phone on its side, where the
 * canvas would be left its smallest height).
 */
const FOLDED_QUERY = `${NARROW_QUERY}, (max-height: 499.95px)`;

/** Back, the board's name, the view-mode tools and the owner's edit, save, delete and extras. */
export function EditorTopBar(props: EditorTopBarProps) {
  const { itemsToggle } = props;
  const t = useBoardEditorT();
  const state = useEditorView(
    ({ editMode, privileged, playback, fullscreen, loaded, busy }, can) => ({
      editMode,
      privileged,
      playback,
      fullscreen,
      loaded,
      busy,
      canPlay: can.isEnabled('togglePlayback'),
      canRecord: can.isEnabled('toggleRecording'),
      canToggleFullscreen: can.isEnabled('toggleFullscreen'),
      canToggleEditMode: can.isEnabled('toggleEditMode'),
    }),
  );
  const commands = useEditorCommands();
  const phone = useMediaQuery(NARROW_QUERY);
  const folded = useMediaQuery(FOLDED_QUERY);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const playing = state.playback === 'playing';
  const recording = state.playback === 'recording';

  // Playing the board to the team is what a phone at the pitch side is for: never folded away.
  const playTool = !state.editMode && (
    <ActionButton disabled={!state.canPlay} onClick={() => commands.run('togglePlayback')}>
      {t(playing ? 'topBar.pause' : 'topBar.play')}
    </ActionButton>
  );
  // In the bar these sit before and after Edit/Save; folded, both go into the menu.
  const viewTools = (
    <>
      {!state.editMode && (
        <>
          <ActionButton disabled={!recording && !state.canRecord} onClick={props.onToggleRecording}>
            {t(recording ? 'topBar.stopRecording' : 'topBar.record')}
          </ActionButton>
          {props.viewActions}
        </>
      )}
      <ActionButton
        pressed={state.fullscreen}
        disabled={!state.canToggleFullscreen}
        onClick={() => commands.run('toggleFullscreen')}
      >
        {t(state.fullscreen ? 'topBar.exitFullscreen' : 'topBar.fullscreen')}
      </ActionButton>
    </>
  );
  const ownerTools = state.privileged && (
    <>
      {props.onDeleteBoard && (
        <>
          <ActionButton
            color="error"
            popup="dialog"
            disabled={!state.loaded || playing || recording}
            onClick={() => setConfirmDelete(true)}
          >
            {t('topBar.deleteBoard')}
          </ActionButton>
          <ConfirmDialog
            open={confirmDelete}
            title={t('deleteBoard.title')}
            text={t('deleteBoard.text', { name: props.name ?? '' })}
            confirmLabel={t('deleteBoard.confirm')}
            cancelLabel={t('common.cancel')}
            danger
            busy={props.deleting}
            onCancel={() => setConfirmDelete(false)}
            onConfirm={props.onDeleteBoard}
          />
        </>
      )}
      {props.extraActions}
    </>
  );

  return (
    <Stack
      component="header"
      aria-label={t('topBar.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', py: 1 }}
    >
      {props.backTo && (
        <IconButton component={RouterLink} to={props.backTo} aria-label={t('topBar.back')}>
          <Icon name="collapse" />
        </IconButton>
      )}
      <Typography
        variant={phone ? 'h6' : 'h5'}
        component="h1"
        // The name gives way to the buttons (on a phone it has a line of its own) rather than
        // pushing them onto a second line that the canvas would have to give up.
        sx={{ flex: phone ? '1 1 calc(100% - 48px)' : '1 1 0', minWidth: phone ? 0 : 120 }}
        noWrap
        title={props.name}
      >
        {props.name ?? <Skeleton width="40%" role="progressbar" aria-label={t('common.loading')} />}
      </Typography>
      {props.status && (
        <Box sx={{ minWidth: 0, ...(phone ? { flex: '1 1 auto' } : {}) }}>{props.status}</Box>
      )}
      {itemsToggle && (
        <Button
          variant={itemsToggle.open ? 'contained' : 'outlined'}
          aria-pressed={itemsToggle.open}
          onClick={itemsToggle.onToggle}
        >
          {t('topBar.items')}
        </Button>
      )}
      {playTool}
      {!folded && viewTools}
      {state.privileged && (
        <Button
          variant="contained"
          disabled={!state.canToggleEditMode}
          loading={state.editMode && state.busy}
          onClick={() => commands.run('toggleEditMode')}
        >
          {t(state.editMode ? 'topBar.save' : 'topBar.edit')}
        </Button>
      )}
      {folded ? (
        <MoreActionsMenu label={t('layout.moreActions')}>
          {viewTools}
          {ownerTools}
        </MoreActionsMenu>
      ) : (
        ownerTools
      )}
    </Stack>
  );
}
