import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ViewMode } from '../hooks/use-view-mode.ts';

interface ViewModeToggleProps {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  labels: { group: string; cards: string; list: string };
}

/** Two small buttons switching a list between cards and rows. */
export function ViewModeToggle({ value, onChange, labels }: ViewModeToggleProps) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: ViewMode | null) => next && onChange(next)}
      aria-label={labels.group}
    >
      <ToggleButton value="cards" aria-label={labels.cards}>
        {'\u25A6'}
      </ToggleButton>
      <ToggleButton value="list" aria-label={labels.list}>
        {'\u2630'}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
