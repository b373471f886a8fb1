import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ListEmptyState, ListResults } from '../../../components/list-results.tsx';
import { ListItems, ListItemsSkeleton } from '../../../components/list-items.tsx';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { ListSearchBar } from '../../../components/list-search-bar.tsx';
import { useLoggedIn } from '../../../hooks/use-logged-in.ts';
import { uniqueItems, useUrlFilters, type FilterCodec } from '../../../hooks/use-url-filters.ts';
import { useViewMode } from '../../../hooks/use-view-mode.ts';
import { useGetTacticBoardPagesInfiniteQuery } from '../api/tacticboards-api.ts';
import { useTacticBoardsT, type TacticBoardsKey } from '../i18n.ts';
import {
  SORT_OPTIONS,
  emptyFilters,
  filtersToQuery,
  filtersToSearch,
  isFiltering,
  searchToFilters,
  type FilterValues,
  type SortOption,
} from '../list-filters.ts';
import { describeBoardError } from '../tacticboard-errors.ts';
import { AddBoardDialog } from './add-board-dialog.tsx';
import { BoardCard, BoardRow } from './board-card.tsx';
import { TagFilterChips } from './tag-filter-chips.tsx';

export const PAGE_SIZE = 24;
const FILTER_CODEC: FilterCodec<FilterValues> = {
  parse: searchToFilters,
  serialize: filtersToSearch,
};
const VIEW_STORAGE_KEY = 'courtside.tacticboards.view';

const SORT_LABELS: Record<SortOption, TacticBoardsKey> = {
  'updated:asc': 'sort.updatedAsc',
  'name:asc': 'sort.nameAsc',
  'name:desc': 'sort.nameDesc',
  'created:desc': 'sort.newest',
  'created:asc': 'sort.oldest',
};

const asksForAddDialog = (search: string) => new URLSearchParams(search).get('new') === '1';

export function TacticBoardListPage() {
  const t = useTacticBoardsT();
  const loggedIn = useLoggedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useViewMode(VIEW_STORAGE_KEY);

  // The address holds exactly the API's list query, so a filtered list can be bookmarked.
  // `?new=1` (the dashboard's quick action) opens the add dialog; the flag then leaves the URL.
  const [addOpen, setAddOpen] = useState(() => asksForAddDialog(location.search));
  const filters = useUrlFilters(FILTER_CODEC, (search) => {
    if (asksForAddDialog(search)) setAddOpen(true);
  });
  const { parsed, draft, applyNow } = filters;

  const queryArg = useMemo(
    () => ({ ...filtersToQuery(parsed.values), limit: PAGE_SIZE }),
    [parsed.values],
  );
  const pages = useGetTacticBoardPagesInfiniteQuery(queryArg);
  const { data, error } = pages;
  const errorMessage = error ? describeBoardError(error) : null;
  const errorText = errorMessage ? t(errorMessage.key, errorMessage.values) : null;

  const boards = useMemo(() => uniqueItems(data?.pages, (page) => page.tacticboards), [data]);
  const filtering = isFiltering(parsed.values);

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 } }}>
      <ListPageHeader
        t={t}
        action={
          loggedIn && (
            <Button variant="contained" onClick={() => setAddOpen(true)} aria-haspopup="dialog">
              {t('list.add')}
            </Button>
          )
        }
        invalidAddress={parsed.invalid}
        onClear={() => applyNow(emptyFilters())}
      />

      <ListSearchBar
        t={t}
        filters={filters}
        sortOptions={SORT_OPTIONS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
        view={view}
        onViewChange={setView}
      />

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' } }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <TagFilterChips selected={draft.tags} onChange={(tags) => applyNow({ ...draft, tags })} />
        </Box>
        {loggedIn && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.privateOnly}
                  onChange={(event) => applyNow({ ...draft, privateOnly: event.target.checked })}
                />
              }
              label={t('filters.privateOnly')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.favorite}
                  onChange={(event) => applyNow({ ...draft, favorite: event.target.checked })}
                />
              }
              label={t('filters.favoritesOnly')}
            />
          </Stack>
        )}
      </Stack>

      <ListResults
        itemCount={boards.length}
        pages={pages}
        errorText={errorText}
        filtering={filtering}
        t={t}
        onClear={() => applyNow(emptyFilters())}
        skeleton={<ListItemsSkeleton t={t} view={view} maxColumns={4} detailWidth="40%" picture />}
        empty={
          <ListEmptyState
            t={t}
            loggedIn={loggedIn}
            action={
              <Button variant="contained" onClick={() => setAddOpen(true)} aria-haspopup="dialog">
                {t('list.addFirst')}
              </Button>
            }
          />
        }
      >
        <ListItems
          t={t}
          items={boards}
          view={view}
          maxColumns={4}
          renderRow={(board) => <BoardRow board={board} />}
          renderCard={(board) => <BoardCard board={board} />}
        />
      </ListResults>

      {loggedIn && (
        <AddBoardDialog
          open={addOpen}
          onClose={() => setAddOpen(false)}
          onCreated={(id) => void navigate(`/tacticboards/${id}`)}
        />
      )}
    </Stack>
  );
}
