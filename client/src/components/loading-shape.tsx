import Stack, { type StackProps } from '@mui/material/Stack';

/**
 * A screen's shape while it loads, skeletons inside: to assistive technology one busy progress
 * indicator named `label` (a plain box may carry no name; axe counts that as serious).
 */
export function LoadingShape({ label, ...props }: StackProps & { label: string }) {
  return <Stack role="progressbar" aria-busy="true" aria-label={label} {...props} />;
}
