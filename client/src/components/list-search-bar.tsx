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

interface ListSearchBarProps<Sort extends string> {
  t: (key: ListBarTextKey) => string;
  search: string;
  onSearchChange: (value: string) => void;
  /** Enter in the search box: apply now rather than after the typing pause. */
  onSubmit: () => void;
  /** '' is the server's default order. */
  sort: Sort | '';
  sortOptions: readonly { value: Sort; label: string }[];
  onSortChange: (value: Sort | '') => void;
  view: ViewMode;
  onViewChange: (value: ViewMode) => void;
  /** More controls after the view toggle (a filter button, say). */
  children?: ReactNode;
}

/** A list's search box, sort order and card/list toggle, in one row from small screens up. */
export function ListSearchBar<Sort extends string>(props: ListSearchBarProps<Sort>) {
  const { t } = props;
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
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') props.onSubmit();
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
            value={props.sort}
            onChange={(event) => props.onSortChange(event.target.value as Sort | '')}
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
