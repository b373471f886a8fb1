import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/**
 * The editor's toolbar icons as strokes on a 24-unit grid. They live with the editor, not in the
 * shell's icon set, so they load with the editor's chunk and not on every first page.
 */
const strokes = {
  select: 'M6 3v15l4.5-4.5 3 6.5 2.5-1.2-3-6.3H19Z',
  pen: 'M3 18c2-5 4-8 6-5s3 5 5 1 4-7 7-8',
  line: 'M4 20 20 4',
  arrow: 'M4 20 20 4M11 4h9v9',
  arrowBoth: 'M4 20 20 4M11 4h9v9M13 20H4v-9',
  strokeArrow: 'M3 20c1-6 4-9 8-9s7-2 9-7M14 4h6v6',
  text: 'M5 5h14M12 5v15M9 20h6',
  textBackground: 'M3 4h18v16H3ZM8 8h8M12 8v8',
  undo: 'M9 4 4 9l5 5M4 9h10a5.5 5.5 0 0 1 0 11h-4',
  redo: 'M15 4l5 5-5 5M20 9H10a5.5 5.5 0 0 0 0 11h4',
  delete: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  lock: 'M6 11h12v10H6ZM8 11V7a4 4 0 0 1 8 0v4',
  unlock: 'M6 11h12v10H6ZM8 11V7a4 4 0 0 1 7.5-2',
  front: 'M12 21V8M7 13l5-5 5 5M5 3h14',
  back: 'M12 3v13M7 11l5 5 5-5M5 21h14',
  arrange: 'M3 4h9v9H3ZM12 11h9v9h-9Z',
  court: 'M2 5h20v14H2ZM12 5v14M2 9h3v6H2M22 9h-3v6h3',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  copy: 'M9 9h11v11H9ZM5 15H4V4h11v1',
  cut: 'M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM21 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM8 15.5 17 3M16 15.5 7 3',
  paste: 'M8 4H5v17h14V4h-3M8 2h8v4H8ZM9 11h6M9 15h4',
  duplicate: 'M9 9h11v11H9ZM5 15H4V4h11v1M14.5 12v5M12 14.5h5',
  animation: 'M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0M12 7v5l3 2',
  knockedOut: 'M4 12a8 8 0 1 0 16 0 8 8 0 0 0-16 0M8 8l8 8M16 8l-8 8',
  passStraight: 'M3 17h.01M21 17h.01M5 17h14',
  passLob: 'M3 19h.01M21 19h.01M5 18c3-12 11-12 14 0',
  bendLeft: 'M6 20c-2-6 2-12 12-16M12 4h6v6',
  bendRight: 'M18 20c2-6-2-12-12-16M12 4H6v6',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronStart: 'M15 5l-7 7 7 7',
  chevronEnd: 'M9 5l7 7-7 7',
} as const;

export type EditorIconName = keyof typeof strokes;

interface EditorIconProps extends Omit<SvgIconProps, 'children'> {
  name: EditorIconName;
}

export function EditorIcon({ name, ...props }: EditorIconProps) {
  return (
    <SvgIcon aria-hidden {...props}>
      <path
        d={strokes[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth={name === 'more' ? 3 : 2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}
