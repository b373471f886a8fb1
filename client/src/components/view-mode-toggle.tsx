import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ViewMode } from '../hooks/use-view-mode.ts';
import { Icon } from './icons.tsx';

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
        <Icon name="viewCards" fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label={labels.list}>
        <Icon name="viewList" fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
