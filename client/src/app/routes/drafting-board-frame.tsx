import Box from '@mui/material/Box';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  canvasDisplaySize,
  type CanvasDisplaySize,
} from '@courtside/domain';
import { memo, useLayoutEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '../../features/auth/auth-slice.ts';
import {
  canvasHostSx,
  editorBodySx,
  editorColumnSx,
  editorRootSx,
} from '../../features/board-editor/components/editor-layout.ts';
import { useBoardEditorT } from '../../features/board-editor/i18n.ts';
import { useBusy } from '../../hooks/use-busy.ts';
import type { BoardOutline } from '../../features/drafting-board/board-outline.ts';
import { COURT_SVG } from '../../features/drafting-board/court-pictures.ts';

/*
 * The drafting board as it will look, drawn before the editor's code (its controls and fabric)
 * has arrived: the editor's top bar and page bar as disabled stand-ins of the same size, and the
 * court picture exactly where the editor's canvas will draw it. The stand-ins copy the layout of
 * `EditorTopBar` and `PageBar` in view mode (board-editor/components), which is what the editor
 * shows once it has loaded the board; the e2e test drafting-board-loading.spec.ts checks that the
 * court does not move when the editor takes over.
 */

/** Below this width the editor's top bar keeps Edit and folds the rest into a menu. */
const PHONE = '@media (max-width: 599.95px)';
const NOT_PHONE = '@media (min-width: 600px)';

/**
 * An MUI button's box (typography, padding, border), disabled, without its behaviour: for the
 * stand-ins, which are plain spans styled from their bar (one style for all of them).
 */
function buttonSx(variant: 'outlined' | 'contained', size: 'medium' | 'small') {
  const small = size === 'small';
  const outlined = variant === 'outlined';
  const padding = small ? (outlined ? '3px 9px' : '4px 10px') : outlined ? '5px 15px' : '6px 16px';
  return {
    typography: 'button',
    ...(small ? { fontSize: '0.8125rem' } : {}),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: small ? 40 : 64,
    borderRadius: 1,
    color: 'action.disabled',
    whiteSpace: 'nowrap',
    p: padding,
    border: outlined ? 1 : 0,
    borderColor: 'action.disabledBackground',
    bgcolor: outlined ? 'transparent' : 'action.disabledBackground',
  };
}

const barSx = {
  display: 'flex',
  gap: 1,
  alignItems: 'center',
  flexWrap: 'wrap',
  py: 1,
} as const;

const topBarSx = {
  ...barSx,
  justifyContent: 'flex-end',
  '& > h1': {
    m: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    typography: 'h5',
    flex: '1 1 0',
    minWidth: 120,
    [PHONE]: { typography: 'h6', flex: '1 1 calc(100% - 48px)', minWidth: 0 },
  },
  '& > .button': { ...buttonSx('outlined', 'medium'), [PHONE]: { display: 'none' } },
  '& > .button.main': buttonSx('contained', 'medium'),
  // The "More actions" icon button of a phone.
  '& > .more': { width: 40, height: 40, [NOT_PHONE]: { display: 'none' } },
} as const;

const pageBarSx = {
  ...barSx,
  justifyContent: 'center',
  '& > span': buttonSx('outlined', 'small'),
  '& > span:first-of-type': buttonSx('contained', 'small'),
} as const;

/** The stand-in for `EditorTopBar` of a privileged user in view mode. */
// Memoized, as the page bar's: the frame draws again once it knows its court's size.
const TopBarStandIn = memo(function TopBarStandIn() {
  const t = useBoardEditorT();
  const signedIn = useSelector(selectCurrentUser) !== null;
  // Only the box of each control; the editor's own buttons replace them.
  const button = (label: string, main = false) => (
    <span aria-hidden className={main ? 'button main' : 'button'}>
      {label}
    </span>
  );
  return (
    <Box sx={topBarSx}>
      <h1>{t('draftingBoard.title')}</h1>
      {button(t('topBar.play'))}
      {button(t('topBar.record'))}
      {button(t('videoExport.open'))}
      {button(t('pictureExport.open'))}
      {button(t('topBar.fullscreen'))}
      {button(t('topBar.edit'), true)}
      {signedIn && button(t('draftingSave.button'))}
      {button(t('draftingBoard.clear'))}
      <span aria-hidden className="more" />
    </Box>
  );
});

/** The stand-in for `PageBar` in view mode: one button per page, the first one current. */
const PageBarStandIn = memo(function PageBarStandIn({ pageCount }: { pageCount: number }) {
  const t = useBoardEditorT();
  return (
    <Box aria-hidden sx={pageBarSx}>
      {Array.from({ length: pageCount }, (_, index) => (
        <span key={index}>{t('pages.number', { number: index + 1 })}</span>
      ))}
    </Box>
  );
});

/**
 * The court picture at the size the editor's canvas takes in a host of this size, drawn the way
 * the canvas draws it: from the top left corner at the canvas's zoom.
 */
function CourtPicture({ court, size }: { court: BoardOutline['court']; size: CanvasDisplaySize }) {
  return (
    <Box
      data-court-preview=""
      sx={{
        width: size.width,
        height: size.height,
        flexShrink: 0,
        // Seen even where the frame above it is hidden (see DraftingBoardFrame's `over`).
        visibility: 'visible',
        '& > svg': {
          display: 'block',
          width: CANVAS_WIDTH * size.zoom,
          height: CANVAS_HEIGHT * size.zoom,
        },
      }}
      // Our own court file (court-pictures.ts), not user data.
      dangerouslySetInnerHTML={{ __html: COURT_SVG[court] }}
    />
  );
}

interface DraftingBoardFrameProps {
  outline: BoardOutline;
  /**
   * The editor is mounted under the frame and has not drawn yet: the frame lies over it showing
   * nothing but its court, so that the court stays put and is not blank while fabric starts.
   */
  over?: boolean;
}

const OVER_EDITOR = {
  position: 'absolute',
  inset: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
  background: 'transparent',
} as const;

/** The drafting board's screen before its editor has drawn the board (see the top of the file). */
export function DraftingBoardFrame({ outline, over = false }: DraftingBoardFrameProps) {
  const t = useBoardEditorT();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [size, setSize] = useState<CanvasDisplaySize>();
  // Busy until the editor has drawn; the editor marks itself busy too once it is mounted.
  useBusy(true);

  // Measured before the first paint, so the court is drawn at its place in the first frame.
  useLayoutEffect(() => {
    if (!host) return undefined;
    const measure = () => setSize(canvasDisplaySize(host.clientWidth, host.clientHeight));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);

  return (
    <Box
      aria-hidden={over || undefined}
      sx={editorRootSx(false)}
      style={over ? OVER_EDITOR : undefined}
    >
      {!over && <title>{t('draftingBoard.documentTitle')}</title>}
      <TopBarStandIn />
      <Box sx={editorBodySx}>
        <Box sx={editorColumnSx}>
          <Box
            ref={setHost}
            role={over ? undefined : 'region'}
            aria-label={over ? undefined : t('canvas.label')}
            aria-busy={over ? undefined : true}
            sx={canvasHostSx(false)}
          >
            {size && <CourtPicture court={outline.court} size={size} />}
          </Box>
          <PageBarStandIn pageCount={outline.pageCount} />
        </Box>
      </Box>
    </Box>
  );
}
