import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface ItemPageHeaderProps {
  /** The item's name as the page's `h1`, with whatever stands beside it. */
  heading: ReactNode;
  /** The buttons for what the user may do with the item. */
  children: ReactNode;
}

/** An item page's heading with its actions, side by side from medium screens up. */
export function ItemPageHeader({ heading, children }: ItemPageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' } }}
    >
      {heading}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {children}
      </Stack>
    </Stack>
  );
}
