import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useBoardEditorT } from '../i18n.ts';
import { EditorIcon } from './editor-icons.tsx';

/**
 * One toolbar row's height, whatever it holds: its tallest control (a small toggle button, 36 px)
 * and a margin. The canvas lies under the toolbar, so a toolbar that grew when a selection brought
 * its controls would move the canvas under a finger in the middle of a drag.
 */
export const TOOLBAR_ROW_HEIGHT = 44;

/** Width of the fade and chevron at an edge that has more tools beyond it. */
export const TOOLBAR_EDGE_WIDTH = 32;

type Side = 'start' | 'end';

interface Overflow {
  start: boolean;
  end: boolean;
}

/** Whether tools are hidden before and after what shows; a pixel of slack for zoomed screens. */
function overflowOf(scroller: HTMLElement): Overflow {
  const hidden = scroller.scrollWidth - scroller.clientWidth;
  return { start: scroller.scrollLeft > 1, end: scroller.scrollLeft < hidden - 1 };
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Keyboard focus only: a click must not scroll the button away from under the pointer. */
function focusedByKeyboard(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine that does not know the selector (older test DOMs) cannot tell; leave it be.
    return false;
  }
}

interface ToolbarRowProps {
  children: ReactNode;
  /** Drawn between the row's children, as `Stack` does. */
  divider?: ReactElement;
}

/**
 * A toolbar row of a fixed height whose tools never wrap: what does not fit scrolls sideways (a
 * swipe, a trackpad, or Tab, which brings the focused tool into view), and a fade with a chevron
 * at each edge that has more tools beyond it shows so and scrolls on a click or tap. The chevrons
 * lie over the row, so they take no room of their own; keyboard and screen reader users reach
 * every tool without them, so they stay out of the tab order and the accessibility tree.
 */
export function ToolbarRow({ children, divider }: ToolbarRowProps) {
  const t = useBoardEditorT();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  const update = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = overflowOf(scroller);
    setOverflow((current) =>
      current.start === next.start && current.end === next.end ? current : next,
    );
  }, []);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    update();
    if (typeof ResizeObserver === 'undefined') return;
    // The row's width changes with the window; its content's with the selection and the tool.
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => observer.disconnect();
  }, [update]);

  const scrollTowards = (side: Side) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const distance = Math.max(scroller.clientWidth - 2 * TOOLBAR_EDGE_WIDTH, TOOLBAR_EDGE_WIDTH);
    scroller.scrollBy({
      left: side === 'end' ? distance : -distance,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  /** The browser scrolls a focused tool into the row, but maybe under a fade; this clears it. */
  const revealFocused = (event: FocusEvent<HTMLDivElement>) => {
    const scroller = event.currentTarget;
    const target = event.target;
    if (!(target instanceof HTMLElement) || !focusedByKeyboard(target)) return;
    const row = scroller.getBoundingClientRect();
    const tool = target.getBoundingClientRect();
    const underStart = row.left + TOOLBAR_EDGE_WIDTH - tool.left;
    const underEnd = tool.right - (row.right - TOOLBAR_EDGE_WIDTH);
    if (underStart > 0 && scroller.scrollLeft > 0) scroller.scrollLeft -= underStart;
    else if (underEnd > 0) scroller.scrollLeft += underEnd;
  };

  const edge = (side: Side) =>
    overflow[side] && (
      <ButtonBase
        component="div"
        tabIndex={-1}
        aria-hidden
        title={t(`toolbarOverflow.${side}`)}
        data-toolbar-edge={side}
        // Keeps the focus where it was: the chevron is gone once the row has scrolled to its end.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => scrollTowards(side)}
        sx={(theme) => {
          const paper = theme.palette.background.default;
          return {
            position: 'absolute',
            top: 0,
            bottom: 0,
            [side === 'start' ? 'left' : 'right']: 0,
            width: TOOLBAR_EDGE_WIDTH,
            justifyContent: side === 'start' ? 'flex-start' : 'flex-end',
            color: 'text.secondary',
            background: `linear-gradient(to ${side === 'start' ? 'right' : 'left'}, ${paper} 45%, ${alpha(paper, 0)})`,
            '&:hover': { color: 'text.primary' },
          };
        }}
      >
        <EditorIcon name={side === 'start' ? 'chevronStart' : 'chevronEnd'} fontSize="small" />
      </ButtonBase>
    );

  return (
    <Box sx={{ position: 'relative', flex: '1 1 auto', minWidth: 0, height: TOOLBAR_ROW_HEIGHT }}>
      <Box
        ref={scrollerRef}
        onScroll={update}
        onFocus={revealFocused}
        sx={{
          height: '100%',
          overflowX: 'auto',
          overflowY: 'hidden',
          overscrollBehaviorX: 'contain',
          // The fades and chevrons say that the row scrolls; a scrollbar would take height.
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          divider={divider}
          sx={{
            alignItems: 'center',
            width: 'max-content',
            height: '100%',
            '& > *': { flexShrink: 0 },
          }}
        >
          {children}
        </Stack>
      </Box>
      {edge('start')}
      {edge('end')}
    </Box>
  );
}
