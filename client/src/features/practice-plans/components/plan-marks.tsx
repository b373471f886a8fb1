import Chip from '@mui/material/Chip';
import SvgIcon from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';
import { Icon } from '../../../components/icons.tsx';
import { usePracticePlansT } from '../i18n.ts';

const PADLOCK =
  'M6 10h12a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1Zm2 0V7a4 4 0 0 1 8 0v3h-2V7a2 2 0 0 0-4 0v3H8Z';

/** "Private" with a padlock: only the owner and the people it is shared with see the plan. */
export function PrivateChip() {
  const t = usePracticePlansT();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t('marks.private')}
      icon={
        <SvgIcon fontSize="small">
          <path d={PADLOCK} />
        </SvgIcon>
      }
    />
  );
}

/** The star of a plan the user marked as a favorite. */
export function FavoriteStar() {
  const t = usePracticePlansT();
  const { palette } = useTheme();
  return (
    <Icon
      name="star"
      fontSize="small"
      style={{ color: palette.warning.main, flexShrink: 0 }}
      aria-hidden={false}
      titleAccess={t('marks.favorite')}
    />
  );
}
