import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import type { ViewMode } from '../hooks/use-view-mode.ts';
import { ViewModeToggle } from './view-mode-toggle.tsx';

/** The keys every list's namespace defines for these controls. */
export type ListBarTextKey =
  'list.search' | 'sort.label' | 'sort.default' | 'view.label' | 'view.cards' | 'view.list';

/** What the bar reads and writes of a list's controls; `useUrlFilters` returns it. */
interface SearchAndSort<Values> {
  draft: Values;
  setDraft: (values: Values) => void;
  writeUrl: (values: Values) => void;
  applyNow: (values: Values) => void;
}

interface ListSearchBarProps<
  Sort extends string,
  Values extends { search: string; sort: Sort | '' },
> {
  t: (key: ListBarTextKey) => string;
  /** Typing reaches the address after a pause, Enter and a new order at once. */
  filters: SearchAndSort<Values>;
  /** The empty order '' is the server's default. */
  sortOptions: readonly { value: Sort; label: string }[];
  view: ViewMode;
  onViewChange: (value: ViewMode) => void;
  /** More controls after the view toggle (a filter button, say). */
  children?: ReactNode;
}

/** A list's search box, sort order and card/list toggle, in one row from small screens up. */
export function ListSearchBar<
  Sort extends string,
  Values extends { search: string; sort: Sort | '' },
>(props: ListSearchBarProps<Sort, Values>) {
  const { t } = props;
  const { draft, setDraft, writeUrl, applyNow } = props.filters;
  const sortLabelId = useId();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        type="search"
        label={t('list.search')}
        value={draft.search}
        onChange={(event) => setDraft({ ...draft, search: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') writeUrl(draft);
        }}
        size="small"
        sx={{ flexGrow: 1 }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <FormControl size="small" sx={{ flex: '1 1 170px', minWidth: 150 }}>
          <InputLabel id={sortLabelId} shrink>
            {t('sort.label')}
          </InputLabel>
          <Select
            labelId={sortLabelId}
            label={t('sort.label')}
            displayEmpty
            notched
            value={draft.sort}
            onChange={(event) => applyNow({ ...draft, sort: event.target.value as Sort | '' })}
          >
            <MenuItem value="">{t('sort.default')}</MenuItem>
            {props.sortOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <ViewModeToggle
          value={props.view}
          onChange={props.onViewChange}
          labels={{ group: t('view.label'), cards: t('view.cards'), list: t('view.list') }}
        />
        {props.children}
      </Stack>
    </Stack>
  );
}
