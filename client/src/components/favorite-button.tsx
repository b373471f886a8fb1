import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { visuallyHiddenSx } from '../lib/shell-styles.ts';
import { Icon } from './icons.tsx';

/** The keys every item namespace defines for the favorite toggle. */
export type FavoriteTextKey = 'favorite.add' | 'favorite.remove';

interface FavoriteButtonProps {
  t: (key: FavoriteTextKey) => string;
  favorite: boolean;
  /** The change is on its way. */
  busy: boolean;
  onChange: (favorite: boolean) => void;
}

/** On a phone the star alone: the label took a row of its own in an item page's actions. */
const phoneSx = {
  button: (theme: Theme) => ({
    [theme.breakpoints.down('sm')]: {
      minWidth: 44,
      px: 1,
      '& .MuiButton-startIcon': { mx: 0 },
    },
  }),
  label: (theme: Theme) => ({ [theme.breakpoints.down('sm')]: visuallyHiddenSx }),
};

/** A pressed/unpressed button marking an item as one of the user's favorites. */
export function FavoriteButton({ t, favorite, busy, onChange }: FavoriteButtonProps) {
  const label = favorite ? t('favorite.remove') : t('favorite.add');
  return (
    <Button
      variant={favorite ? 'contained' : 'outlined'}
      color="warning"
      aria-pressed={favorite}
      loading={busy}
      startIcon={<Icon name="star" />}
      title={label}
      onClick={() => onChange(!favorite)}
      sx={phoneSx.button}
    >
      <Box component="span" sx={phoneSx.label}>
        {label}
      </Box>
    </Button>
  );
}
