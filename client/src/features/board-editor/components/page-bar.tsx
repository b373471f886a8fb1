import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { EditorState } from '../core/editor-state.ts';
import { useBoardEditorT } from '../i18n.ts';
import type { EditorCommands } from './editor-commands.ts';

interface PageBarProps {
  state: EditorState;
  commands: EditorCommands;
}

/** One button per page; in edit mode also adding a page and removing the current one. */
export function PageBar({ state, commands }: PageBarProps) {
  const t = useBoardEditorT();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const pageEditing = state.privileged && state.editMode;
  const pageNumber = state.pageIndex + 1;
  return (
    <Stack
      component="nav"
      aria-label={t('pages.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', py: 1 }}
    >
      {Array.from({ length: state.pageCount }, (_, index) => {
        const current = index === state.pageIndex;
        return (
          <Button
            key={index}
            size="small"
            variant={current ? 'contained' : 'outlined'}
            aria-current={current ? 'page' : undefined}
            aria-label={t('pages.goTo', { number: index + 1 })}
            disabled={!current && !commands.isEnabled('goToPage', { pageIndex: index })}
            onClick={() => commands.run('goToPage', { pageIndex: index })}
            sx={{ minWidth: 40 }}
          >
            {t('pages.number', { number: index + 1 })}
          </Button>
        );
      })}
      {pageEditing && (
        <>
          <Button
            size="small"
            disabled={!commands.isEnabled('addPage')}
            onClick={() => commands.run('addPage')}
          >
            {t('pages.add')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-haspopup="dialog"
            disabled={!commands.isEnabled('deletePage')}
            onClick={() => setConfirmDelete(true)}
          >
            {t('pages.remove')}
          </Button>
          <ConfirmDialog
            open={confirmDelete}
            title={t('deletePage.title')}
            text={t('deletePage.text', { number: pageNumber })}
            confirmLabel={t('deletePage.confirm')}
            cancelLabel={t('common.cancel')}
            danger
            onCancel={() => setConfirmDelete(false)}
            onConfirm={() => {
              setConfirmDelete(false);
              commands.run('deletePage');
            }}
          />
        </>
      )}
    </Stack>
  );
}
