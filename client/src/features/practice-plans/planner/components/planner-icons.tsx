import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The planner's own icons on a 24-unit grid; the shell's set stays small for the first load. */
const paths = {
  drag: 'M9 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM9 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM9 16a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  undo: 'M12.5 8c-2.6 0-5 1-6.9 2.6L2 7v9h9l-3.6-3.6A7.5 7.5 0 0 1 19.5 16l2.4-.8A10 10 0 0 0 12.5 8Z',
  redo: 'M11.5 8c2.6 0 5 1 6.9 2.6L22 7v9h-9l3.6-3.6A7.5 7.5 0 0 0 4.5 16l-2.4-.8A10 10 0 0 1 11.5 8Z',
  more: 'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  add: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z',
  remove: 'M6 7h12l-1 14H7L6 7Zm3-4h6l1 2h4v2H4V5h4l1-2Z',
  split: 'M4 4h6v2H7.4l4.6 4.6 4.6-4.6H14V4h6v6h-2V7.4l-5 5V20h-2v-7.6l-5-5V10H4V4Z',
  join: 'M4 4h2v3.6l6 6 6-6V4h2v4.4l-7 7V20h-2v-4.6l-7-7V4Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
} as const;

export type PlannerIconName = keyof typeof paths;

export function PlannerIcon({
  name,
  ...props
}: Omit<SvgIconProps, 'children'> & { name: PlannerIconName }) {
  return (
    <SvgIcon aria-hidden {...props}>
      <path d={paths[name]} />
    </SvgIcon>
  );
}
