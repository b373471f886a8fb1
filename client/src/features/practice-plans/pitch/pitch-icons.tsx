import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

const PATHS = {
  play: 'M8 5v14l11-7L8 5Z',
  pause: 'M6 5h4v14H6V5Zm8 0h4v14h-4V5Z',
  reset: 'M12 5V1L7 6l5 5V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7Z',
  previous: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6 4.6-4.6Z',
  next: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6-4.6 4.6Z',
  print:
    'M19 8H5a3 3 0 0 0-3 3v6h4v4h12v-4h4v-6a3 3 0 0 0-3-3Zm-3 11H8v-5h8v5Zm3-7a1 1 0 1 1 0-2 1 1 0 0 1 0 2Zm-1-9H6v4h12V3Z',
} as const;

export type PitchIconName = keyof typeof PATHS;

/** The few pictures of the pitch view and the print sheet, drawn inline (no icon package). */
export function PitchIcon({ name, ...props }: { name: PitchIconName } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden {...props}>
      <path d={PATHS[name]} />
    </SvgIcon>
  );
}
