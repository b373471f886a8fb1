import { PhoneIconButton } from './phone-icon-button.tsx';

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
  const label = favorite ? t('favorite.remove') : t('favorite.add');
  return (
    <PhoneIconButton
      icon="star"
      label={label}
      variant={favorite ? 'contained' : 'outlined'}
      color="warning"
      aria-pressed={favorite}
      loading={busy}
      onClick={() => onChange(!favorite)}
    />
  );
}
