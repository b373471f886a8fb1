import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DeleteItemButton } from '../../../../components/delete-item-button.tsx';
import { FavoriteButton } from '../../../../components/favorite-button.tsx';
import { ItemPageHeader } from '../../../../components/item-page-header.tsx';
import { ShareButton } from '../../../../components/share-button.tsx';
import { shareApiOf } from '../../../../hooks/use-share-calls.ts';
import { practicePlansApi, type PracticePlanItem } from '../../api/practice-plans-api.ts';
import { usePracticePlansT } from '../../i18n.ts';
import { describePlanError } from '../plan-errors.ts';
import { PrivateChip } from '../plan-marks.tsx';
import type { PlanPage } from './use-plan-page.ts';

/** The share button's calls and error texts for a plan. */
const SHARING = {
  api: shareApiOf(practicePlansApi.endpoints, 'PracticePlan'),
  describeError: describePlanError,
};

/** The plan's name with what the user may do with it: edit, favorite, share, delete. */
export function PlanPageHeader({ plan, page }: { plan: PracticePlanItem; page: PlanPage }) {
  const t = usePracticePlansT();
  return (
    <ItemPageHeader
      heading={
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0, flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {plan.name}
          </Typography>
          {plan.isPrivate && <PrivateChip />}
        </Stack>
      }
    >
      {page.canEdit && (
        <Button
          variant="contained"
          component={RouterLink}
          to={`/practice-plans/${plan._id}/update`}
        >
          {t('page.edit')}
        </Button>
      )}
      {page.loggedIn && (
        <FavoriteButton
          t={t}
          favorite={plan.favorite}
          busy={page.favorite.busy}
          onChange={page.favorite.set}
        />
      )}
      {page.canManage && <ShareButton label={t('page.share')} id={plan._id} t={t} {...SHARING} />}
      {page.canManage && (
        <DeleteItemButton t={t} label={t('page.delete')} name={plan.name} {...page.remove} />
      )}
    </ItemPageHeader>
  );
}
