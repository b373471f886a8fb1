import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A part of the plan page under its own heading, named by it for assistive technology. */
export function PageRegion(props: { title: string; large?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={props.large ? 2 : 1.5}>
      <Typography id={headingId} component="h2" variant={props.large ? 'h5' : 'h6'}>
        {props.title}
      </Typography>
      {props.children}
    </Stack>
  );
}
