import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ExerciseItem } from '../api/exercises-api.ts';
import { useExercisesT } from '../i18n.ts';

type Facts = Pick<ExerciseItem, 'persons' | 'beaters' | 'chasers' | 'time_min'>;

/** "10 persons · 2 beaters · 3 chasers · 15 min", leaving out what is not set. */
export function useFactsLine(): (exercise: Facts) => string {
  const t = useExercisesT();
  return (exercise) =>
    [
      exercise.persons ? t('facts.persons', { count: exercise.persons }) : null,
      exercise.beaters ? t('facts.beaters', { count: exercise.beaters }) : null,
      exercise.chasers ? t('facts.chasers', { count: exercise.chasers }) : null,
      exercise.time_min ? t('facts.minutes', { count: exercise.time_min }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

export function FactsLine({ exercise }: { exercise: Facts }) {
  const line = useFactsLine();
  // An exercise with none of them set ("0 persons · 0 min" said nothing true) shows no line.
  if (line(exercise) === '') return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {line(exercise)}
    </Typography>
  );
}

interface LabelChipsProps {
  labels: readonly string[];
  label: string;
  /** Makes each chip a link, e.g. to the list filtered by it. */
  linkFor?: (item: string) => string;
}

export function LabelChips({ labels, label, linkFor }: LabelChipsProps) {
  if (!labels.length) return null;
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={label}
      sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {labels.map((item) => (
        <li key={item}>
          {linkFor ? (
            <Chip size="small" label={item} component={RouterLink} to={linkFor(item)} clickable />
          ) : (
            <Chip size="small" label={item} />
          )}
        </li>
      ))}
    </Stack>
  );
}
