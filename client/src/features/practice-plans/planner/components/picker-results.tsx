import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { escapeRegex } from '@courtside/domain';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value.ts';
import { usePracticePlansT } from '../../i18n.ts';
import type { CatalogEntry, CatalogResults } from '../catalog.ts';
import { usePlannerT } from '../i18n.ts';

/** How many results a search shows; more asks the coach to narrow it down. */
export const PICKER_LIMIT = 20;

interface PickerResultsProps {
  kind: 'exercise' | 'tacticboard';
  useResults: (pattern: string, options: { skip: boolean }) => CatalogResults;
  /** Ids picked so far (several mode) or undefined (one mode: a click picks). */
  selected?: ReadonlySet<string>;
  onToggle: (entry: CatalogEntry) => void;
}

/** A search box and the matching exercises or boards, to tick several or click one. */
export function PickerResults({ kind, useResults, selected, onToggle }: PickerResultsProps) {
  const t = usePlannerT();
  const pt = usePracticePlansT();
  const [text, setText] = useState('');
  const pattern = useDebouncedValue(text.trim());
  const results = useResults(pattern ? escapeRegex(pattern) : '', { skip: false });
  const several = selected !== undefined;

  return (
    <Stack spacing={1} sx={{ minHeight: 0 }}>
      <TextField
        type="search"
        size="small"
        fullWidth
        autoFocus
        label={t(`picker.search.${kind}`)}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {results.loading && <LinearProgress aria-label={t('picker.loading')} />}
      {results.failed && <Alert severity="error">{t('picker.failed')}</Alert>}
      {!results.loading && !results.failed && results.entries.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {pattern ? t('picker.noMatch') : t(`picker.none.${kind}`)}
        </Typography>
      )}
      <List
        dense
        aria-label={t(`picker.results.${kind}`)}
        sx={{ overflowY: 'auto', maxHeight: { sm: 360 } }}
      >
        {results.entries.map((entry) => {
          const checked = selected?.has(entry._id) ?? false;
          const secondary = [
            entry.minutes ? pt('common.minutes', { count: entry.minutes }) : undefined,
            entry.detail,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <ListItem key={entry._id} disablePadding>
              <ListItemButton
                onClick={() => onToggle(entry)}
                {...(several ? { role: 'checkbox', 'aria-checked': checked } : {})}
                sx={{ minHeight: 48 }}
              >
                {several && (
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Checkbox
                      edge="start"
                      checked={checked}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-hidden': true } }}
                    />
                  </ListItemIcon>
                )}
                <ListItemText
                  primary={entry.name}
                  secondary={secondary || undefined}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {results.entries.length >= PICKER_LIMIT && (
        <Typography variant="caption" color="text.secondary">
          {t('picker.narrow', { max: PICKER_LIMIT })}
        </Typography>
      )}
    </Stack>
  );
}
