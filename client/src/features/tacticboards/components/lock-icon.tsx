import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** A padlock for private boards. */
export function LockIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1Zm2 0h6V7a3 3 0 0 0-6 0v3Z" />
    </SvgIcon>
  );
}
