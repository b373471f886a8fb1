import type { Page } from '@courtside/domain';
import { Suspense, lazy, useState } from 'react';
import { ActionButton } from '../../../components/more-actions-menu.tsx';
import { useBoardEditorT } from '../i18n.ts';
import { loadChunk } from '../../../lib/load-chunk.ts';

// mediabunny and the export code load only when a coach opens the dialog.
const VideoExportDialog = lazy(() => loadChunk(() => import('./video-export-dialog.tsx')));

interface ExportVideoButtonProps {
  boardName: string | undefined;
  pages: () => readonly Page[];
  disabled: boolean;
}

/** "Export video" and its dialog. */
export function ExportVideoButton(props: ExportVideoButtonProps) {
  const t = useBoardEditorT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton popup="dialog" disabled={props.disabled} onClick={() => setOpen(true)}>
        {t('videoExport.open')}
      </ActionButton>
      {open && (
        <Suspense fallback={null}>
          <VideoExportDialog
            open
            onClose={() => setOpen(false)}
            boardName={props.boardName}
            pages={props.pages}
          />
        </Suspense>
      )}
    </>
  );
}
