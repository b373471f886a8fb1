import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import type { ViewMode } from '../hooks/use-view-mode.ts';
import { ViewModeToggle } from './view-mode-toggle.tsx';

interface ListSearchBarProps<Sort extends string> {
  search: { label: string; value: string; onChange: (value: string) => void; onSubmit: () => void };
  /** '' is the server's default order. */
  sort: {
    label: string;
    defaultLabel: string;
    value: Sort | '';
    options: readonly { value: Sort; label: string }[];
    onChange: (value: Sort | '') => void;
  };
  view: {
    value: ViewMode;
    onChange: (value: ViewMode) => void;
    labels: { group: string; cards: string; list: string };
  };
  /** More controls after the view toggle (a filter button, say). */
  children?: ReactNode;
}

/** A list's search box, sort order and card/list toggle, in one row from small screens up. */
export function ListSearchBar<Sort extends string>({
  search,
  sort,
  view,
  children,
}: ListSearchBarProps<Sort>) {
  const sortLabelId = useId();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        type="search"
        label={search.label}
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.onSubmit();
        }}
        size="small"
        sx={{ flexGrow: 1 }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <FormControl size="small" sx={{ flex: '1 1 170px', minWidth: 150 }}>
          <InputLabel id={sortLabelId} shrink>
            {sort.label}
          </InputLabel>
          <Select
            labelId={sortLabelId}
            label={sort.label}
            displayEmpty
            notched
            value={sort.value}
            onChange={(event) => sort.onChange(event.target.value as Sort | '')}
          >
            <MenuItem value="">{sort.defaultLabel}</MenuItem>
            {sort.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <ViewModeToggle value={view.value} onChange={view.onChange} labels={view.labels} />
        {children}
      </Stack>
    </Stack>
  );
}
