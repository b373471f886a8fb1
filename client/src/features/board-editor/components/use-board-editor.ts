import { canvasDisplaySize, type CanvasObject } from '@courtside/domain';
import { useEffect, useRef, useState } from 'react';
import { ActionManager } from '../actions/action-manager.ts';
import type { KeyTarget } from '../actions/keyboard.ts';
import { editorActions, type EditorActionId } from '../actions/editor-actions.ts';
import { BoardEditor } from '../core/board-editor.ts';
import type { BoardPersistence, StoredPage } from '../core/page-manager.ts';
import type { DraftStore } from '../core/drafts.ts';
import type { Scheduler } from '../playback/scheduler.ts';
import type {
  BoardCanvas,
  BoardCanvasEvents,
  Brush,
  CreateBoardCanvas,
  EarlyCanvasKit,
} from './board-canvas.ts';
import { CanvasStartError } from './editor-errors.ts';
import { localClipboard } from './local-clipboard.ts';
import { localPreferences } from './local-preferences.ts';

/** One mounted editor: the canvas, the controller over it and the actions that drive it. */
export interface EditorSession {
  editor: BoardEditor;
  canvas: BoardCanvas;
  actions: ActionManager<EditorActionId>;
}

interface UseBoardEditorOptions {
  /** The element the canvas goes into; the session starts once it is mounted. */
  host: HTMLElement | null;
  /** The element shown in full screen. */
  root: HTMLElement | null;
  createCanvas: CreateBoardCanvas;
  /** The first page drawn before the editor, to take over, and where to note the canvas's place. */
  early?: EarlyCanvasKit | undefined;
  persistence: BoardPersistence;
  scheduler: Scheduler;
  privileged: boolean;
  /** The board's pages once loaded; shown the first time they are there. */
  pages: readonly StoredPage[] | undefined;
  brush: Brush;
  /** A new text in the brush's style, for the text tool. */
  newText: () => CanvasObject;
  /** Where unsaved edits are kept on the device; keep the same object while the page is shown. */
  drafts?: DraftStore | undefined;
  onError: (error: unknown) => void;
  onRecordingFinished: () => void;
}

function requestFullscreenOf(root: HTMLElement | null) {
  if (!root || !document.fullscreenEnabled) return undefined;
  return (fullscreen: boolean) => {
    const request = fullscreen
      ? root.requestFullscreen()
      : document.fullscreenElement
        ? document.exitFullscreen()
        : undefined;
    request?.catch((error: unknown) => console.error('fullscreen', error));
  };
}

/**
 * Mounts a {@link BoardEditor} over a canvas made in `host` and keeps it in step with the view:
 * the board's pages, the user's privilege, the keyboard, the browser's full screen, the
 * container's width and height and the brush. The view reads the editor's state through
 * `useEditorView` (editor-view.tsx), each part only what it shows.
 */
export function useBoardEditor(options: UseBoardEditorOptions) {
  const { host, createCanvas, persistence, scheduler, privileged, pages, brush } = options;
  const [session, setSession] = useState<EditorSession | null>(null);
  const latest = useRef(options);
  const loadedFor = useRef<EditorSession | null>(null);

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!host) return undefined;
    // The canvas reports to the editor, which is made after it.
    const reportTo: { editor?: BoardEditor } = {};
    const events: BoardCanvasEvents = {
      onSelectionChange: () => reportTo.editor?.syncSelection(),
      onObjectDrawn: (object) => reportTo.editor?.commitDrawnObject(object),
      onObjectsModified: () => {
        reportTo.editor?.objectsModified().catch((error: unknown) => latest.current.onError(error));
      },
      onTextTyped: () => reportTo.editor?.textTyped(),
      onLineDrawn: (start, end) => {
        const editor = reportTo.editor;
        if (!editor) return;
        const { brush } = latest.current;
        const arrowHead = editor.getState().tool === 'arrow' ? brush.arrowHead : 'none';
        editor
          .addLine(start, end, { ...brush, arrowHead })
          .catch((error: unknown) => latest.current.onError(error));
      },
      onTextPlaced: (point) => {
        reportTo.editor
          ?.placeText(latest.current.newText(), { left: point.x, top: point.y })
          .catch((error: unknown) => latest.current.onError(error));
      },
      onRunBent: (uuid, handle) => {
        reportTo.editor
          ?.bendRun(uuid, handle)
          .catch((error: unknown) => latest.current.onError(error));
      },
      onRunStraightened: (uuid) => {
        reportTo.editor
          ?.straightenRun(uuid)
          .catch((error: unknown) => latest.current.onError(error));
      },
    };
    // The first page drawn before the editor is taken over as it is (same canvas, same place).
    const early = latest.current.early?.take(events);
    let wrapper: HTMLElement;
    let canvas: BoardCanvas;
    if (early) {
      ({ wrapper, canvas } = early);
      host.append(wrapper);
    } else {
      wrapper = document.createElement('div');
      const element = document.createElement('canvas');
      wrapper.append(element);
      host.append(wrapper);
      try {
        canvas = createCanvas(element, events);
      } catch (error) {
        wrapper.remove();
        latest.current.onError(new CanvasStartError(error));
        return undefined;
      }
    }
    // Sized to the host before any page is on it: the first page is drawn once, at its size,
    // rather than at the canvas's own size and again when the observer below first reports.
    fitToHost(canvas, host);
    const onError = (error: unknown) => latest.current.onError(error);
    const created = new BoardEditor({
      port: canvas,
      persistence,
      scheduler,
      privileged: latest.current.privileged,
      warn: (message) => console.warn(message),
      onRecordingFinished: () => latest.current.onRecordingFinished(),
      onError,
      ...(latest.current.drafts ? { drafts: latest.current.drafts } : {}),
      clipboard: localClipboard(),
      preferences: localPreferences(),
    });
    reportTo.editor = created;
    const actions = new ActionManager<EditorActionId>(
      editorActions,
      () => ({ editor: created, requestFullscreen: requestFullscreenOf(latest.current.root) }),
      onError,
    );
    const made = { editor: created, canvas, actions };
    setSession(made);
    // Pages that came before the canvas (a board fetched early or cached) load now rather than
    // after the render this session causes.
    const { pages } = latest.current;
    let live = true;
    if (pages) {
      loadedFor.current = made;
      // A load that a quick unmount cut short is no error of the page.
      created.loadBoard(pages).catch((error: unknown) => {
        if (live) onError(error);
      });
    }
    return () => {
      live = false;
      created.dispose();
      setSession(null);
      canvas
        .dispose()
        .catch((error: unknown) => console.error('canvas dispose', error))
        .finally(() => wrapper.remove());
    };
  }, [host, createCanvas, persistence, scheduler]);

  useEffect(() => {
    if (!session || !pages || loadedFor.current === session) return;
    loadedFor.current = session;
    session.editor.loadBoard(pages).catch((error: unknown) => latest.current.onError(error));
  }, [session, pages]);

  useEffect(() => {
    session?.editor.setPrivileged(privileged);
  }, [session, privileged]);

  useEffect(() => {
    session?.canvas.setBrush(brush);
  }, [session, brush]);

  useEffect(() => {
    if (!session) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? keyTargetOf(event.target) : null;
      if (session.actions.handleKey({ ...pickKeys(event), target })) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [session]);

  useEffect(() => {
    if (!session) return undefined;
    const sync = () => session.editor.setFullscreen(Boolean(document.fullscreenElement));
    sync();
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [session]);

  useEffect(() => {
    if (!session || !host) return undefined;
    const resize = () => {
      fitToHost(session.canvas, host);
      latest.current.early?.remember(session.canvas.element);
    };
    resize();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(resize);
    observer.observe(host);
    return () => observer.disconnect();
  }, [session, host]);

  return session;
}

/** The host's height is what the page's layout leaves for the canvas (see editor-layout.ts). */
function fitToHost(canvas: BoardCanvas, host: HTMLElement): void {
  const size = canvasDisplaySize(host.clientWidth, host.clientHeight);
  canvas.setDisplaySize(size.width, size.height);
}

/** A dialog, menu or popover over the editor (MUI's modal root has the presentation role). */
const POPUP = '[role="dialog"], [role="menu"], [role="presentation"]';

function keyTargetOf(element: HTMLElement): KeyTarget {
  const { tagName, isContentEditable, contentEditable } = element;
  return { tagName, isContentEditable, contentEditable, inPopup: element.closest(POPUP) !== null };
}

function pickKeys(event: KeyboardEvent) {
  const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
  return { key, code, ctrlKey, metaKey, shiftKey, altKey };
}
