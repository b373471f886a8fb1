import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';
import { FilterSwitch } from '../../../components/resource-list/filter-switch.tsx';
import {
  ResourceListPage,
  type ResourceListApi,
  type ResourceListFilters,
} from '../../../components/resource-list/resource-list-page.tsx';
import { useLoggedIn } from '../../../hooks/use-logged-in.ts';
import {
  useGetPracticePlanPagesInfiniteQuery,
  type PracticePlanHeaderItem,
  type PracticePlanList,
} from '../api/practice-plans-api.ts';
import { usePracticePlansT, type PracticePlansKey } from '../i18n.ts';
import {
  OWNERSHIP_SCOPES,
  planListFilters,
  type FilterValues,
  type OwnershipScope,
  type SortOption,
} from '../list-filters.ts';
import { PlanCard, PlanRow } from './plan-card.tsx';
import { describePlanError } from './plan-errors.ts';
import { PlanTagField } from './plan-tag-field.tsx';

const PLAN_LIST: ResourceListApi<
  SortOption,
  FilterValues,
  PracticePlanList,
  PracticePlanHeaderItem,
  PracticePlansKey
> = {
  sortLabels: {
    'name:asc': 'sort.nameAsc',
    'name:desc': 'sort.nameDesc',
    'created:desc': 'sort.newest',
    'created:asc': 'sort.oldest',
  },
  viewStorageKey: 'courtside.practicePlans.view',
  filters: planListFilters,
  itemsOf: ({ practiceplans }) => practiceplans,
  usePagesQuery: useGetPracticePlanPagesInfiniteQuery,
  describeError: (error) => describePlanError(error),
};

/** Tags for everyone; whose plans, privacy and favorites for those logged in. */
function PlanFilters({ filters }: { filters: ResourceListFilters<FilterValues> }) {
  const t = usePracticePlansT();
  const loggedIn = useLoggedIn();
  const { draft, applyNow } = filters;
  const set = (change: Partial<FilterValues>) => applyNow({ ...draft, ...change });
  return (
    <Stack
      direction={{ xs: 'column', lg: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { lg: 'center' } }}
    >
      <Stack sx={{ flex: { lg: '1 1 260px' }, minWidth: 0 }}>
        <PlanTagField
          size="small"
          label={t('filters.tags')}
          value={draft.tags}
          onChange={(tags) => set({ tags })}
        />
      </Stack>
      {loggedIn && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={draft.scope}
            aria-label={t('filters.scope')}
            onChange={(_event, scope: OwnershipScope | null) => scope && set({ scope })}
          >
            {OWNERSHIP_SCOPES.map((scope) => (
              <ToggleButton key={scope} value={scope} sx={{ textTransform: 'none', px: 1.5 }}>
                {t(`filters.scopes.${scope}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            <FilterSwitch
              label={t('filters.privateOnly')}
              checked={draft.privateOnly}
              onChange={(privateOnly) => set({ privateOnly })}
            />
            <FilterSwitch
              label={t('filters.favoritesOnly')}
              checked={draft.favorite}
              onChange={(favorite) => set({ favorite })}
            />
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/** `/practice-plans`: the plans the user may see, searchable by name and tags. */
export function PracticePlanListPage() {
  const t = usePracticePlansT();
  const withFilters = (results: ReactNode, filters: ResourceListFilters<FilterValues>) => (
    <>
      <PlanFilters filters={filters} />
      {results}
    </>
  );
  return (
    <ResourceListPage
      t={t}
      api={PLAN_LIST}
      layout={withFilters}
      add={{ to: '/practice-plans/add' }}
      renderCard={(plan) => <PlanCard plan={plan} />}
      renderRow={(plan) => <PlanRow plan={plan} />}
      skeleton={{ detailWidth: '60%', chips: true }}
    />
  );
}
