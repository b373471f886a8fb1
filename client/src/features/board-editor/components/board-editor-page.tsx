import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DEFAULT_DRAW_COLOR,
  DEFAULT_DRAW_THICKNESS,
  TEXT_FONT_SIZES,
  type CanvasObject,
  type Page,
} from '@courtside/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ItemLoadError } from '../../../components/item-load-error.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import type { ActionInput } from '../actions/action.ts';
import type { EditorActionId } from '../actions/editor-actions.ts';
import type { BoardPersistence, StoredPage } from '../core/page-manager.ts';
import type { Scheduler } from '../playback/scheduler.ts';
import type { BoardEditor, ConflictChoice, NewObject } from '../core/board-editor.ts';
import type { DraftStore, PageDraft } from '../core/drafts.ts';
import { isAnimating, showsPlayer, type EditorState } from '../core/editor-state.ts';
import { useBoardEditorT } from '../i18n.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { EditorSaveStatus } from './save-status.tsx';
import { LeaveGuardDialog } from './leave-guard-dialog.tsx';
import type { Brush, CanvasKit } from './board-canvas.ts';
import { browserScheduler } from './browser-scheduler.ts';
import type { EditorCommands } from './editor-commands.ts';
import {
  EditorViewProvider,
  idleView,
  stateFields,
  useSelection,
  type EditorView,
} from './editor-view.tsx';
import { DownloadPngButton } from '../export/download-png-button.tsx';
import { ExportVideoButton } from '../export/export-video-button.tsx';
import { BoardPlayer } from '../player/lazy-board-player.tsx';
import { AlignButtons } from './align-buttons.tsx';
import { ClipboardButtons } from './clipboard-buttons.tsx';
import { EditingToolbar } from './editing-toolbar.tsx';
import { restyled } from '../core/object-style.ts';
import { OfflineError, PagesOfflineError } from '../core/save-errors.ts';
import { CanvasStartError, StalePageError } from './editor-errors.ts';
import { EditorTopBar } from './editor-top-bar.tsx';
import {
  ITEMS_TRAY_HEIGHT,
  TRAY_QUERY,
  canvasHostSx,
  editorBodySx,
  editorColumnSx,
  editorRootSx,
  trayOpenBodySx,
} from './editor-layout.ts';
import { fillingLayout, hasCaptions } from '../player/player-layout.ts';
import { boardPointAt } from './drop-point.ts';
import { ItemsDrawer, toggledDrawer, type DrawerState } from './items-drawer.tsx';
import type { DrawerDragTarget } from './use-drawer-drag.tsx';
import { PageBar } from './page-bar.tsx';
import { TimingStrip } from './timing-strip.tsx';
import { useBoardEditor } from './use-board-editor.ts';
import { useVideoRecording, type RecordingProblem } from './use-video-recording.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';

export interface BoardEditorPageProps {
  boardId: string;
  /** Undefined while loading. The name is the page's heading and the video's file name. */
  board: { name: string; pages: readonly StoredPage[] } | undefined;
  /** The browser tab's title; the board's name in the editor's wording unless given. */
  documentTitle?: string;
  /** Whether the top bar links back to the board's profile; true unless given. */
  backLink?: boolean;
  loadFailed: boolean;
  /** What the board's load failed with: a board that is gone is not offered a retry. */
  loadError?: unknown;
  onRetry: () => void;
  /** May edit this board (the domain's access check). */
  privileged: boolean;
  /** The board's page calls; keep the same object while the page is shown. */
  persistence: BoardPersistence;
  /** Without it the top bar offers no "Delete board". */
  onDeleteBoard?: () => void;
  deleting?: boolean;
  /**
   * More buttons for a privileged user at the end of the top bar, given the board's pages (the
   * drafting board's "Save as new board" reads them); they read the editor's state through
   * `useEditorView`.
   */
  topBarActions?: (board: EditorBoardAccess) => ReactNode;
  /** Keep the same object while the page is shown. */
  canvasKit: CanvasKit;
  scheduler?: Scheduler;
  /** Keeps unsaved edits on the device until the server has them; keep the same object. */
  drafts?: DraftStore;
  /**
   * Where the board was deleted while it was edited: makes a new board of the pages as shown and
   * resolves to its id. Without it, the coach can only leave.
   */
  keepAsNewBoard?: (name: string, pages: Page[]) => Promise<string>;
}

/** The board's pages for actions of the screen around the editor. */
export interface EditorBoardAccess {
  /** Saves what is still unsaved; false when that failed. */
  flushSave: () => Promise<boolean>;
  /** Every page as last saved (after `flushSave`, all of the coach's edits). */
  pageData: () => Page[];
}

/**
 * What the coach draws with at first. The slider starts at the spec's draw thickness (2), not
 * its brush default (1): a first stroke as a hairline reads as a bug (docs/decisions.md).
 */
const initialBrush: Brush = {
  color: DEFAULT_DRAW_COLOR,
  width: DEFAULT_DRAW_THICKNESS,
  lineStyle: 'solid',
  arrowHead: 'end',
  strokeArrow: false,
  textSize: 'medium',
  textBackground: false,
};

/** A new text in the toolbar's colour, size and background. */
function styledText(text: CanvasObject, brush: Brush): CanvasObject {
  return restyled(text, {
    color: brush.color,
    fontSize: TEXT_FONT_SIZES[brush.textSize],
    textBackground: brush.textBackground,
  });
}

type Problem = 'canvas' | 'failed' | 'recording' | 'recordingShort' | 'pagesOffline';

const frameFields = stateFields(
  'privileged',
  'editMode',
  'playback',
  'pageCount',
  'busy',
  'loaded',
  'conflict',
  'fullscreen',
);

/**
 * What the page itself draws from the editor's state. While the player plays, the hidden canvas's
 * page follows the run (`followPlayback`) and the page bar follows it by itself: this whole page
 * drawn again at every page change held that frame of the run back (bench/RESULTS.md, session 29),
 * so its page is none (-1) until the run ends.
 */
const frameOf = (state: EditorState) => ({
  ...frameFields(state),
  pageIndex: state.playback === 'playing' ? -1 : state.pageIndex,
});

// The same elements on every render: they read the editor themselves.
const clipboardButtons = <ClipboardButtons />;
const alignButtons = <AlignButtons />;

const PROBLEM_TEXT = {
  canvas: 'errors.canvasFailed',
  failed: 'errors.operationFailed',
  recording: 'errors.recordingFailed',
  recordingShort: 'errors.recordingCutShort',
  pagesOffline: 'errors.pagesOffline',
} as const satisfies Record<Problem, string>;

/**
 * The tactic board editor, a thin view over `BoardEditor`: at /tacticboards/{id}/update and, over
 * the browser's storage, at /drafting-board.
 */
export function BoardEditorPage(props: BoardEditorPageProps) {
  const { board, canvasKit } = props;
  const t = useBoardEditorT();
  const language = useUiLanguage();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('xxxl'));
  const tray = useMediaQuery(TRAY_QUERY) && !wide;
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [brush, setBrush] = useState<Brush>(initialBrush);
  const [drawer, setDrawer] = useState<DrawerState>('closed');
  const trayOpen = tray && drawer !== 'closed';
  // The board comes up above the tray, so that the coach sees where each tapped item lands: with
  // the page bar under it where both fit, else the board alone.
  useEffect(() => {
    const column = host?.parentElement;
    if (!trayOpen || !host || !column) return;
    for (const element of [column, host]) {
      element.style.scrollMarginBottom = `${ITEMS_TRAY_HEIGHT}px`;
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [trayOpen, host]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const recordingFailed = useCallback(
    (kind: RecordingProblem) => setProblem(kind === 'cutShort' ? 'recordingShort' : 'recording'),
    [],
  );
  const recording = useVideoRecording(board?.name, recordingFailed);

  const onError = useCallback((error: unknown) => {
    // A conflict opens its own dialog and a save that did not get through shows in the save
    // status, where it is retried.
    if (error instanceof StalePageError || error instanceof OfflineError) return;
    // Pages are added and removed only with the server: offline, the coach is told so.
    if (error instanceof PagesOfflineError) return setProblem('pagesOffline');
    console.error('board editor', error);
    if (error instanceof CanvasStartError) setProblem('canvas');
    else setProblem('failed');
  }, []);

  const session = useBoardEditor({
    host,
    root,
    createCanvas: canvasKit.createCanvas,
    early: canvasKit.early,
    persistence: props.persistence,
    scheduler: props.scheduler ?? browserScheduler,
    privileged: props.privileged,
    pages: board?.pages,
    brush,
    newText: () => styledText(canvasKit.items.newText(t('items.defaultText')), brush),
    drafts: props.drafts,
    onError,
    onRecordingFinished: recording.finished,
  });

  const commands = useMemo<EditorCommands>(
    () => ({
      isEnabled: (id: EditorActionId, input?: ActionInput) =>
        session?.actions.isEnabled(id, input) ?? false,
      run: (id: EditorActionId, input?: ActionInput) => {
        session?.actions.perform(id, input).catch(onError);
      },
    }),
    [session, onError],
  );
  const view = useMemo<EditorView>(
    () => (session ? { source: session.editor, commands } : idleView),
    [session, commands],
  );
  // Only what the screen's frame shows: the toolbar, page bar and save status each read their own.
  const state = useSelection(view, frameOf);

  const flushSave = useCallback(
    () => session?.editor.flushSave() ?? Promise.resolve(true),
    [session],
  );
  const pageData = useCallback(() => session?.editor.pageData() ?? [], [session]);
  const [resolving, setResolving] = useState(false);
  const navigate = useNavigate();
  const chooseInConflict = (choice: ConflictChoice) => {
    if (!session) return;
    setResolving(true);
    const settled = state.conflict?.boardGone
      ? keepOrLeaveGoneBoard(choice, session.editor)
      : session.editor.resolveConflict(choice);
    settled.catch(onError).finally(() => setResolving(false));
  };
  /** The board is gone: its pages become a new board, or the coach lets them go and leaves. */
  const keepOrLeaveGoneBoard = async (choice: ConflictChoice, editor: BoardEditor) => {
    const keep = props.keepAsNewBoard;
    if (choice === 'mine' && keep) {
      const name = t('conflict.boardGone.name', { name: props.board?.name ?? '' });
      const id = await keep(name, editor.pagesAsShown());
      editor.forgetGoneBoard();
      await navigate(`/tacticboards/${id}/update`);
      return;
    }
    editor.forgetGoneBoard();
    await navigate('/tacticboards');
  };
  // Edits a crashed or closed tab left on this device, offered once the board is there.
  const [draft, setDraft] = useState<PageDraft | undefined>(() => props.drafts?.read());
  const offerDraft = draft !== undefined && state.loaded && state.privileged;
  const restoreDraft = (kept: PageDraft) => {
    setDraft(undefined);
    session?.editor
      .restoreDraft(kept)
      .then((restored) => {
        if (!restored) props.drafts?.clear();
      })
      .catch(onError);
  };

  // Playback shows the player in the canvas's place, from the page the coach was on.
  const [playStart, setPlayStart] = useState(0);
  const [playedPages, setPlayedPages] = useState<readonly Page[]>([]);
  const playerShown = showsPlayer(state);
  const [wasShown, setWasShown] = useState(false);
  if (playerShown !== wasShown) {
    setWasShown(playerShown);
    if (playerShown) {
      setPlayStart(session?.editor.getState().pageIndex ?? 0);
      setPlayedPages(session?.editor.pageData() ?? []);
    }
  }

  // The canvas shows a page and no page operation is under way; until then the screen is loading.
  const drawn = board !== undefined && state.pageCount > 0 && !state.busy;
  // Where the drawn page is, for the next open's early first page (app/boot/early-editor.ts): in
  // view mode and out of full screen only, the layout the editor opens in.
  const asOpened = useRef(true);
  useEffect(() => {
    asOpened.current = !state.editMode && !state.fullscreen;
  });
  useEffect(() => {
    if (drawn && session && asOpened.current) canvasKit.early?.remember(session.canvas.element);
  }, [drawn, session, canvasKit]);
  useBusy(!drawn && !props.loadFailed && problem === null);

  // The drawer's callbacks stay the same objects, so a change of the editor's state (every
  // placed item makes two or three) does not draw the drawer's thirty buttons again.
  const drawerActions = useMemo(
    () => ({
      currentObjects: () => session?.canvas.toPage().objects ?? [],
      onAdd: (make: NewObject) => {
        session?.editor.placeObject(make).catch(onError);
      },
      onAddMany: (objects: CanvasObject[]) => {
        session?.editor.addObjects(objects).catch(onError);
      },
      dragTarget: session
        ? ({
            pointAt: (x, y) => boardPointAt(x, y, session.canvas.element.getBoundingClientRect()),
            place: (make, point) => {
              session.editor.placeObjectAt(make, point).catch(onError);
            },
          } satisfies DrawerDragTarget)
        : undefined,
    }),
    [session, onError],
  );

  if (props.loadFailed) {
    return (
      <ItemLoadError
        documentTitle={t('documentTitleLoading')}
        message={t('loadingTacticBoardError')}
        retry={{ label: t('common.retry'), onClick: props.onRetry }}
        error={props.loadError}
        back={{ label: t('topBar.back'), to: `/tacticboards/${props.boardId}` }}
      />
    );
  }

  const editing = state.privileged && state.editMode;

  return (
    <EditorViewProvider value={view}>
      <Box ref={setRoot} sx={editorRootSx(state.fullscreen, trayOpen)}>
        <title>
          {props.documentTitle ??
            (board ? t('documentTitle', { name: board.name }) : t('documentTitleLoading'))}
        </title>
        <EditorTopBar
          backTo={props.backLink === false ? undefined : `/tacticboards/${props.boardId}`}
          name={board?.name}
          onToggleRecording={() => {
            if (session) recording.toggle(session).catch(onError);
          }}
          itemsToggle={
            editing && !wide
              ? { open: drawer === 'open', onToggle: () => setDrawer(toggledDrawer) }
              : undefined
          }
          onDeleteBoard={props.onDeleteBoard}
          deleting={props.deleting ?? false}
          extraActions={props.topBarActions?.({ flushSave, pageData })}
          viewActions={
            <>
              <ExportVideoButton
                boardName={board?.name}
                pages={() => session?.editor.pageData() ?? []}
                disabled={!board || !session || isAnimating(state) || state.pageCount < 1}
              />
              <DownloadPngButton
                boardName={board?.name}
                page={() => session?.editor.pages[session.editor.getState().pageIndex]?.data}
                pages={() => session?.editor.pageData() ?? []}
                disabled={!board || !session || isAnimating(state) || state.pageCount < 1}
              />
            </>
          }
          status={editing ? <EditorSaveStatus onRetry={() => void flushSave()} /> : undefined}
        />
        {offerDraft && (
          <Alert
            severity="info"
            action={
              <>
                <Button color="inherit" size="small" onClick={() => restoreDraft(draft)}>
                  {t('draft.restore')}
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    props.drafts?.clear();
                    setDraft(undefined);
                  }}
                >
                  {t('draft.discard')}
                </Button>
              </>
            }
          >
            {t('draft.found', { time: new Date(draft.keptAt).toLocaleString(language) })}
          </Alert>
        )}
        <ConflictDialog conflict={state.conflict} busy={resolving} onChoose={chooseInConflict} />
        <LeaveGuardDialog flushSave={flushSave} />
        {recording.finishing && (
          <Alert severity="info" role="status">
            {t('topBar.recordingFinishing')}
          </Alert>
        )}
        {problem && (
          <Alert
            severity={problem === 'recordingShort' ? 'warning' : 'error'}
            onClose={() => setProblem(null)}
            slotProps={{ closeButton: { title: t('common.dismiss') } }}
          >
            {t(PROBLEM_TEXT[problem])}
          </Alert>
        )}
        <Box sx={trayOpen ? trayOpenBodySx : editorBodySx}>
          {editing && (
            <ItemsDrawer
              layout={wide ? 'permanent' : tray ? 'tray' : 'beside'}
              state={drawer}
              onStateChange={setDrawer}
              items={canvasKit.items}
              {...drawerActions}
              disabled={state.busy || state.playback !== 'idle'}
            />
          )}
          <Box sx={editorColumnSx}>
            {editing && (
              <EditingToolbar
                brush={brush}
                onBrushChange={setBrush}
                editActions={clipboardButtons}
                arrangeActions={alignButtons}
              />
            )}
            <Box
              ref={setHost}
              role="region"
              aria-label={t('canvas.label')}
              aria-busy={!drawn}
              data-drawn-page={drawn && state.pageIndex >= 0 ? state.pageIndex + 1 : undefined}
              sx={canvasHostSx(playerShown)}
            />
            {playerShown && session && (
              <Box sx={fillingLayout(hasCaptions(playedPages)).slot}>
                <BoardPlayer
                  pages={playedPages}
                  title={board?.name}
                  startIndex={playStart}
                  autoPlay
                  running={state.playback === 'playing'}
                  autoFocus
                  fill
                  onPageChange={(index) => session.editor.followPlayback(index)}
                  onRunningChange={(running) => session.editor.followPlayer(running)}
                />
              </Box>
            )}
            {editing && !playerShown && <TimingStrip />}
            <PageBar />
          </Box>
        </Box>
      </Box>
    </EditorViewProvider>
  );
}
