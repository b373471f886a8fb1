import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  ResourceListPage,
  type ResourceListApi,
  type ResourceListFilters,
} from '../../../components/resource-list/resource-list-page.tsx';
import { FilterSwitch } from '../../../components/resource-list/filter-switch.tsx';
import { useLoggedIn } from '../../../hooks/use-logged-in.ts';
import {
  useGetTacticBoardPagesInfiniteQuery,
  type TacticBoardHeaderItem,
  type TacticBoardHeaders,
} from '../api/tacticboards-api.ts';
import { useTacticBoardsT, type TacticBoardsKey } from '../i18n.ts';
import { boardListFilters, type FilterValues, type SortOption } from '../list-filters.ts';
import { describeBoardError } from '../tacticboard-errors.ts';
import { AddBoardDialog } from './add-board-dialog.tsx';
import { BoardCard, BoardRow } from './board-card.tsx';
import { TagFilterChips } from './tag-filter-chips.tsx';

const BOARD_LIST: ResourceListApi<
  SortOption,
  FilterValues,
  TacticBoardHeaders,
  TacticBoardHeaderItem,
  TacticBoardsKey
> = {
  filters: boardListFilters,
  usePagesQuery: useGetTacticBoardPagesInfiniteQuery,
  itemsOf: (page) => page.tacticboards,
  describeError: (error) => describeBoardError(error),
  viewStorageKey: 'courtside.tacticboards.view',
  sortLabels: {
    'updated:asc': 'sort.updatedAsc',
    'name:asc': 'sort.nameAsc',
    'name:desc': 'sort.nameDesc',
    'created:desc': 'sort.newest',
    'created:asc': 'sort.oldest',
  },
};

const asksForAddDialog = (search: string) => new URLSearchParams(search).get('new') === '1';

export function TacticBoardListPage() {
  const t = useTacticBoardsT();
  const loggedIn = useLoggedIn();
  const location = useLocation();
  const navigate = useNavigate();

  // `?new=1` (the dashboard's quick action) opens the add dialog; the flag then leaves the URL.
  const [addOpen, setAddOpen] = useState(() => asksForAddDialog(location.search));

  // Tags, privacy and favorites are applied at once, in a row above the results.
  const withFilterRow = (results: ReactNode, filters: ResourceListFilters<FilterValues>) => {
    const { draft, applyNow } = filters;
    return (
      <>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { md: 'center' } }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <TagFilterChips
              selected={draft.tags}
              onChange={(tags) => applyNow({ ...draft, tags })}
            />
          </Box>
          {loggedIn && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
              <FilterSwitch
                label={t('filters.privateOnly')}
                checked={draft.privateOnly}
                onChange={(privateOnly) => applyNow({ ...draft, privateOnly })}
              />
              <FilterSwitch
                label={t('filters.favoritesOnly')}
                checked={draft.favorite}
                onChange={(favorite) => applyNow({ ...draft, favorite })}
              />
            </Stack>
          )}
        </Stack>
        {results}
      </>
    );
  };

  return (
    <ResourceListPage
      api={BOARD_LIST}
      t={t}
      add={{ openDialog: () => setAddOpen(true) }}
      onAddressChange={(search) => {
        if (asksForAddDialog(search)) setAddOpen(true);
      }}
      maxColumns={4}
      skeleton={{ detailWidth: '40%', picture: true }}
      renderRow={(board) => <BoardRow board={board} />}
      renderCard={(board) => <BoardCard board={board} />}
      layout={withFilterRow}
    >
      {loggedIn && (
        <AddBoardDialog
          open={addOpen}
          onClose={() => setAddOpen(false)}
          onCreated={(id) => void navigate(`/tacticboards/${id}`)}
        />
      )}
    </ResourceListPage>
  );
}
