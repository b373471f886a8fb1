import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BRUSH_DEFAULT_WIDTH, DEFAULT_DRAW_COLOR, type CanvasObject } from '@courtside/domain';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ItemLoadError } from '../../../components/item-load-error.tsx';
import type { ActionInput } from '../actions/action.ts';
import type { EditorActionId } from '../actions/editor-actions.ts';
import type { EditorState } from '../core/editor-state.ts';
import type { BoardPersistence, StoredPage } from '../core/page-manager.ts';
import type { Scheduler } from '../playback/scheduler.ts';
import { useBoardEditorT } from '../i18n.ts';
import type { Brush, CanvasKit } from './board-canvas.ts';
import { browserScheduler } from './browser-scheduler.ts';
import type { EditorCommands } from './editor-commands.ts';
import { EditingToolbar } from './editing-toolbar.tsx';
import { CanvasStartError, StalePageError } from './editor-errors.ts';
import { EditorTopBar } from './editor-top-bar.tsx';
import { ItemsDrawer, toggledDrawer, type DrawerState } from './items-drawer.tsx';
import { PageBar } from './page-bar.tsx';
import { useBoardEditor } from './use-board-editor.ts';
import { useVideoRecording } from './use-video-recording.ts';

export interface BoardEditorPageProps {
  boardId: string;
  /** Undefined while loading. The name is the page's heading and the video's file name. */
  board: { name: string; pages: readonly StoredPage[] } | undefined;
  /** The browser tab's title; the board's name in the editor's wording unless given. */
  documentTitle?: string;
  /** Whether the top bar links back to the board's profile; true unless given. */
  backLink?: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  /** May edit this board (the domain's access check). */
  privileged: boolean;
  /** The board's page calls; keep the same object while the page is shown. */
  persistence: BoardPersistence;
  /** Without it the top bar offers no "Delete board". */
  onDeleteBoard?: () => void;
  deleting?: boolean;
  /** More buttons for a privileged user at the end of the top bar, given the editor's state. */
  topBarActions?: (state: EditorState) => ReactNode;
  /** Keep the same object while the page is shown. */
  canvasKit: CanvasKit;
  scheduler?: Scheduler;
}

type Problem = 'stale' | 'canvas' | 'failed';

const PROBLEM_TEXT = {
  stale: 'errors.stalePage',
  canvas: 'errors.canvasFailed',
  failed: 'errors.operationFailed',
} as const satisfies Record<Problem, string>;

/**
 * The tactic board editor, a thin view over `BoardEditor`: at /tacticboards/{id}/update and, over
 * the browser's storage, at /drafting-board.
 */
export function BoardEditorPage(props: BoardEditorPageProps) {
  const { board, canvasKit } = props;
  const t = useBoardEditorT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('xxxl'));
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [brush, setBrush] = useState<Brush>({
    color: DEFAULT_DRAW_COLOR,
    width: BRUSH_DEFAULT_WIDTH,
    lineStyle: 'solid',
  });
  const [drawer, setDrawer] = useState<DrawerState>('closed');
  const [problem, setProblem] = useState<Problem | null>(null);
  const recording = useVideoRecording(board?.name);

  const onError = useCallback((error: unknown) => {
    console.error('board editor', error);
    if (error instanceof StalePageError) setProblem('stale');
    else if (error instanceof CanvasStartError) setProblem('canvas');
    else setProblem('failed');
  }, []);

  const { session, state } = useBoardEditor({
    host,
    root,
    createCanvas: canvasKit.createCanvas,
    persistence: props.persistence,
    scheduler: props.scheduler ?? browserScheduler,
    privileged: props.privileged,
    pages: board?.pages,
    brush,
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
    // `state` is listed so enabled flags are read again after each change of the editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session, onError, state],
  );

  if (props.loadFailed) {
    return (
      <ItemLoadError
        documentTitle={t('documentTitleLoading')}
        message={t('loadingTacticBoardError')}
        retry={{ label: t('common.retry'), onClick: props.onRetry }}
        back={{ label: t('topBar.back'), to: `/tacticboards/${props.boardId}` }}
      />
    );
  }

  const editing = state.privileged && state.editMode;
  const addObject = (object: CanvasObject) => {
    session?.editor.addObject(object).catch(onError);
  };

  return (
    <Box
      ref={setRoot}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        ...(state.fullscreen ? { height: '100vh', p: 1, boxSizing: 'border-box' } : {}),
      }}
    >
      <title>
        {props.documentTitle ??
          (board ? t('documentTitle', { name: board.name }) : t('documentTitleLoading'))}
      </title>
      <EditorTopBar
        backTo={props.backLink === false ? undefined : `/tacticboards/${props.boardId}`}
        name={board?.name}
        state={state}
        commands={commands}
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
        extraActions={props.topBarActions?.(state)}
      />
      {problem && (
        <Alert
          severity={problem === 'stale' ? 'warning' : 'error'}
          onClose={() => setProblem(null)}
          slotProps={{ closeButton: { title: t('common.dismiss') } }}
          action={
            problem === 'stale' ? (
              <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                {t('errors.reload')}
              </Button>
            ) : undefined
          }
        >
          {t(PROBLEM_TEXT[problem])}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {editing && (
          <ItemsDrawer
            permanent={wide}
            state={drawer}
            onStateChange={setDrawer}
            items={canvasKit.items}
            currentObjects={() => session?.canvas.toPage().objects ?? []}
            onAdd={addObject}
            disabled={state.busy || state.playback !== 'idle'}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {editing && (
            <EditingToolbar
              state={state}
              commands={commands}
              brush={brush}
              onBrushChange={setBrush}
            />
          )}
          {!board && <Skeleton variant="rounded" height={36} aria-hidden />}
          <Box
            ref={setHost}
            role="region"
            aria-label={t('canvas.label')}
            aria-busy={!board}
            sx={{
              display: 'flex',
              justifyContent: 'center',
              overflow: 'hidden',
              ...(state.fullscreen ? { flex: '1 1 0', minHeight: 0 } : {}),
            }}
          />
          {board ? (
            <PageBar state={state} commands={commands} />
          ) : (
            <Skeleton variant="rounded" height={36} width={200} sx={{ mx: 'auto', my: 1 }} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
