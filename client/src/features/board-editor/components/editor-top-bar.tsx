import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Icon } from '../../../components/icons.tsx';
import type { EditorState } from '../core/editor-state.ts';
import { useBoardEditorT } from '../i18n.ts';
import type { EditorCommands } from './editor-commands.ts';

interface EditorTopBarProps {
  /** Where the back link goes; no back link without it. */
  backTo: string | undefined;
  /** Undefined while the board loads. */
  name: string | undefined;
  state: EditorState;
  commands: EditorCommands;
  onToggleRecording: () => void;
  /** Whether the items drawer can be toggled (edit mode on a narrow screen). */
  itemsToggle: { open: boolean; onToggle: () => void } | undefined;
  /** No "Delete board" without it. */
  onDeleteBoard: (() => void) | undefined;
  deleting: boolean;
  /** Shown after the owner's buttons. */
  extraActions?: ReactNode;
  /** Shown beside the board's name (the save status while editing). */
  status?: ReactNode;
  /** Shown after play and record, to everyone who may view the board. */
  viewActions?: ReactNode;
}

/** Back, the board's name, the view-mode tools and the owner's edit, save, delete and extras. */
export function EditorTopBar(props: EditorTopBarProps) {
  const { state, commands, itemsToggle } = props;
  const t = useBoardEditorT();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const playing = state.playback === 'playing';
  const recording = state.playback === 'recording';
  return (
    <Stack
      component="header"
      aria-label={t('topBar.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}
    >
      {props.backTo && (
        <IconButton component={RouterLink} to={props.backTo} aria-label={t('topBar.back')}>
          <Icon name="collapse" />
        </IconButton>
      )}
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1, minWidth: 120 }} noWrap>
        {props.name ?? <Skeleton width="40%" aria-label={t('common.loading')} />}
      </Typography>
      {props.status}
      {itemsToggle && (
        <Button
          variant={itemsToggle.open ? 'contained' : 'outlined'}
          aria-pressed={itemsToggle.open}
          onClick={itemsToggle.onToggle}
        >
          {t('topBar.items')}
        </Button>
      )}
      {!state.editMode && (
        <>
          <Button
            variant="outlined"
            disabled={!commands.isEnabled('togglePlayback')}
            onClick={() => commands.run('togglePlayback')}
          >
            {t(playing ? 'topBar.pause' : 'topBar.play')}
          </Button>
          <Button
            variant="outlined"
            disabled={!recording && !commands.isEnabled('toggleRecording')}
            onClick={props.onToggleRecording}
          >
            {t(recording ? 'topBar.stopRecording' : 'topBar.record')}
          </Button>
          {props.viewActions}
        </>
      )}
      <Button
        variant="outlined"
        aria-pressed={state.fullscreen}
        disabled={!commands.isEnabled('toggleFullscreen')}
        onClick={() => commands.run('toggleFullscreen')}
      >
        {t(state.fullscreen ? 'topBar.exitFullscreen' : 'topBar.fullscreen')}
      </Button>
      {state.privileged && (
        <>
          <Button
            variant="contained"
            disabled={!commands.isEnabled('toggleEditMode')}
            loading={state.editMode && state.busy}
            onClick={() => commands.run('toggleEditMode')}
          >
            {t(state.editMode ? 'topBar.save' : 'topBar.edit')}
          </Button>
          {props.onDeleteBoard && (
            <>
              <Button
                variant="outlined"
                color="error"
                aria-haspopup="dialog"
                disabled={!state.loaded || state.playback !== 'idle'}
                onClick={() => setConfirmDelete(true)}
              >
                {t('topBar.deleteBoard')}
              </Button>
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
      )}
    </Stack>
  );
}
