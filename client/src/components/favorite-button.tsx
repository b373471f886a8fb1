import Button from '@mui/material/Button';

/** The keys every item namespace defines for the favorite toggle. */
export type FavoriteTextKey = 'favorite.add' | 'favorite.remove';

interface FavoriteButtonProps {
  t: (key: FavoriteTextKey) => string;
  favorite: boolean;
  /** The change is on its way. */
  busy: boolean;
  onChange: (favorite: boolean) => void;
}

/** A pressed/unpressed button marking an item as one of the user's favorites. */
export function FavoriteButton({ t, favorite, busy, onChange }: FavoriteButtonProps) {
  return (
    <Button
      variant={favorite ? 'contained' : 'outlined'}
      color="warning"
      aria-pressed={favorite}
      loading={busy}
      onClick={() => onChange(!favorite)}
    >
      {favorite ? t('favorite.remove') : t('favorite.add')}
    </Button>
  );
}
