import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { CANVAS_HEIGHT, CANVAS_WIDTH, boardFileName, type Page } from '@courtside/domain';
import { useState } from 'react';
import { download } from '../components/video-recording.ts';
import { useBoardEditorT } from '../i18n.ts';

interface DownloadPngButtonProps {
  boardName: string | undefined;
  /** The page shown, read when the picture is made. */
  page: () => Page | undefined;
  disabled: boolean;
}

/** Draws `page` at rest at `scale` × the board's size, off screen, as a PNG. */
async function pagePicture(page: Page, scale: number): Promise<Blob> {
  const { createFabricFrameRenderer } = await import('../canvas/fabric-frame-renderer.ts');
  const renderer = await createFabricFrameRenderer([page], {
    width: CANVAS_WIDTH * scale,
    height: CANVAS_HEIGHT * scale,
  });
  try {
    renderer.renderAt(0);
    return await new Promise<Blob>((resolve, reject) => {
      renderer.canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))));
    });
  } finally {
    renderer.dispose();
  }
}

/** "Download PNG": the page shown as a picture at the board's size or twice it. */
export function DownloadPngButton(props: DownloadPngButtonProps) {
  const t = useBoardEditorT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async (scale: number) => {
    setAnchor(null);
    const page = props.page();
    if (!page) return;
    setBusy(true);
    try {
      download(await pagePicture(page, scale), boardFileName(props.boardName, 'png'));
    } catch (error) {
      console.error('PNG download failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        disabled={props.disabled}
        loading={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('pictureExport.png')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void save(1)}>{t('pictureExport.pngBoard')}</MenuItem>
        <MenuItem onClick={() => void save(2)}>{t('pictureExport.pngDouble')}</MenuItem>
      </Menu>
      <Snackbar open={failed} onClose={() => setFailed(false)}>
        <Alert severity="error" onClose={() => setFailed(false)}>
          {t('pictureExport.pngFailed')}
        </Alert>
      </Snackbar>
    </>
  );
}
