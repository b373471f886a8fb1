import Box from '@mui/material/Box';
import { useEffect, useState, type ComponentType } from 'react';
import { readBoardOutline } from '../../features/drafting-board/board-outline.ts';
import { DraftingBoardFrame } from './drafting-board-frame.tsx';

let editorLoad: Promise<ComponentType> | undefined;

/** The editor's code (its controls and fabric), fetched once; a failed fetch is tried again. */
function loadEditor(): Promise<ComponentType> {
  editorLoad ??= import('./drafting-board-editor.tsx').then(
    (module) => module.DraftingBoardEditor,
    (error: unknown) => {
      editorLoad = undefined;
      throw error;
    },
  );
  return editorLoad;
}

/** Court pictures asked for ahead of the editor, kept so that their loads run to the end. */
const courtsAhead = new Map<string, HTMLImageElement>();

/**
 * Fetches the court picture while the editor's code loads; fabric's own request for it (an image
 * without CORS, as here) is then answered from the browser's image cache.
 */
function fetchCourtAhead(src: string): void {
  if (courtsAhead.has(src)) return;
  const image = new Image();
  image.src = src;
  courtsAhead.set(src, image);
}

/** Whether the editor in `wrapper` has drawn its page, or has given up with an error. */
function editorSettled(wrapper: HTMLElement): boolean {
  return wrapper.querySelector('[data-drawn-page], [role="alert"]') !== null;
}

/**
 * The drafting board, kept in this browser. This module is small: it draws the board's frame with
 * the court at once and loads the editor behind it, which then takes the frame's place. The
 * frame's court lies over the editor's canvas until that has drawn the page, so the court
 * neither moves nor blinks when fabric takes over.
 */
export function Component() {
  const [outline] = useState(() =>
    readBoardOutline({ getItem: (key) => localStorage.getItem(key) }),
  );
  const [Editor, setEditor] = useState<ComponentType>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [drawn, setDrawn] = useState(false);
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    let live = true;
    const start = () => {
      fetchCourtAhead(outline.court);
      loadEditor().then(
        (loaded) => {
          if (live) setEditor(() => loaded);
        },
        (error: unknown) => {
          if (live) setFailure({ error });
        },
      );
    };
    // After the frame's first paint: asking for the editor's sixty-odd files (a preload link
    // each) takes the main thread for a while, and the court comes first.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(start, 0);
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [outline]);

  useEffect(() => {
    if (!Editor || !wrapper || drawn) return undefined;
    let frame = 0;
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (!editorSettled(wrapper)) return;
      observer.disconnect();
      // fabric draws the page in the next animation frame; the frame's court goes after it.
      frame = requestAnimationFrame(() => setDrawn(true));
    };
    observer.observe(wrapper, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-drawn-page', 'role'],
    });
    check();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [Editor, wrapper, drawn]);

  // The route's error screen, as when a lazy route's code fails to load.
  if (failure) throw failure.error;

  return (
    <Box
      ref={setWrapper}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        flex: '1 1 0',
        minHeight: 0,
      }}
    >
      {Editor && <Editor />}
      {!drawn && <DraftingBoardFrame outline={outline} over={Editor !== undefined} />}
    </Box>
  );
}
