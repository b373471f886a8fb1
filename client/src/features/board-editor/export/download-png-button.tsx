import Alert from '@mui/material/Alert';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { CANVAS_HEIGHT, CANVAS_WIDTH, boardFileName, type Page } from '@courtside/domain';
import { useEffect, useRef, useState } from 'react';
import { download } from '../components/video-recording.ts';
import { ActionButton } from '../../../components/more-actions-menu.tsx';
import { useBoardEditorT } from '../i18n.ts';
import type { encodeGif } from './encode-gif.ts';
import type { CreateFrameRenderer } from './frame-renderer.ts';

/** The heavy parts, loaded when a picture is asked for; tests pass fakes. */
export interface PictureTools {
  loadRenderer: () => Promise<CreateFrameRenderer>;
  loadGifEncoder: () => Promise<typeof encodeGif>;
}

// fabric and gifenc load only when a coach asks for a picture, never with the page.
const lazyTools: PictureTools = {
  loadRenderer: async () =>
    (await import('../canvas/fabric-frame-renderer.ts')).createFabricFrameRenderer,
  loadGifEncoder: async () => (await import('./encode-gif.ts')).encodeGif,
};

interface DownloadPngButtonProps {
  boardName: string | undefined;
  /** The page shown, read when the picture is made. */
  page: () => Page | undefined;
  /** Every page, read when the GIF is made. */
  pages: () => readonly Page[];
  disabled: boolean;
  tools?: PictureTools;
}

/** A GIF at half the board's size: small enough for a chat, big enough to read the play. */
const GIF_SIZE = { width: CANVAS_WIDTH / 2, height: CANVAS_HEIGHT / 2 };

/** The whole animation as a looping GIF, drawn off screen from the shared timeline. */
async function animationGif(
  tools: PictureTools,
  pages: readonly Page[],
  signal: AbortSignal,
): Promise<Blob> {
  const [createRenderer, encodeGif] = await Promise.all([
    tools.loadRenderer(),
    tools.loadGifEncoder(),
  ]);
  const renderer = await createRenderer(pages, { ...GIF_SIZE, once: true });
  try {
    return await encodeGif(renderer, { ...GIF_SIZE, signal });
  } finally {
    renderer.dispose();
  }
}

/** Draws `page` at rest at `scale` × the board's size, off screen, as a PNG. */
async function pagePicture(tools: PictureTools, page: Page, scale: number): Promise<Blob> {
  const createRenderer = await tools.loadRenderer();
  const renderer = await createRenderer([page], {
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

/**
 * "Download picture": the page shown as a PNG at the board's size or twice it, or the whole
 * animation as a GIF for chats that play GIFs by themselves.
 */
export function DownloadPngButton(props: DownloadPngButtonProps) {
  const t = useBoardEditorT();
  const tools = props.tools ?? lazyTools;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const saveGif = async () => {
    setAnchor(null);
    const pages = props.pages();
    if (pages.length === 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    try {
      const gif = await animationGif(tools, pages, controller.signal);
      if (!controller.signal.aborted) download(gif, boardFileName(props.boardName, 'gif'));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('GIF download failed', error);
      setFailed(true);
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  const save = async (scale: number) => {
    setAnchor(null);
    const page = props.page();
    if (!page) return;
    setBusy(true);
    try {
      download(await pagePicture(tools, page, scale), boardFileName(props.boardName, 'png'));
    } catch (error) {
      console.error('PNG download failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ActionButton popup="menu" disabled={props.disabled} loading={busy} onClick={setAnchor}>
        {t('pictureExport.open')}
      </ActionButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void save(1)}>{t('pictureExport.pngBoard')}</MenuItem>
        <MenuItem onClick={() => void save(2)}>{t('pictureExport.pngDouble')}</MenuItem>
        <MenuItem onClick={() => void saveGif()}>{t('pictureExport.gif')}</MenuItem>
      </Menu>
      {/* Out of the phone's "More actions" menu, which hides what it holds while it is closed. */}
      <Portal>
        <Snackbar open={failed} onClose={() => setFailed(false)}>
          <Alert severity="error" onClose={() => setFailed(false)}>
            {t('pictureExport.failed')}
          </Alert>
        </Snackbar>
      </Portal>
    </>
  );
}
