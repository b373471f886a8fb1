import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PLAN_POSITIONS, type PositionFilter } from '@courtside/domain';
import { usePracticePlansT } from '../i18n.ts';
import { usePlanPitchT } from './i18n.ts';

const CHOICES: readonly PositionFilter[] = ['all', ...PLAN_POSITIONS];

/** "All" or one position: whose line through the parallel groups the pitch view follows. */
export function PositionFilterBar({
  value,
  onChange,
}: {
  value: PositionFilter;
  onChange: (filter: PositionFilter) => void;
}) {
  const t = usePlanPitchT();
  const tPlans = usePracticePlansT();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={value}
      aria-label={t('pitch.positionFilter')}
      // Pressing the chosen button again would choose nothing; the line stays as it is.
      onChange={(_event, filter: PositionFilter | null) => filter && onChange(filter)}
    >
      {CHOICES.map((filter) => (
        <ToggleButton
          key={filter}
          value={filter}
          sx={{
            minHeight: 44,
            px: 0.5,
            textTransform: 'none',
            fontSize: '0.875rem',
            // The primary colour on its own tint reads at 4.3:1; its dark shade passes 4.5:1.
            '&.Mui-selected, &.Mui-selected:hover': { color: 'primary.dark' },
          }}
        >
          {tPlans(`common.positions.${filter}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
