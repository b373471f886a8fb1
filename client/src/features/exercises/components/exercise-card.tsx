import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createContext, useContext, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ExerciseItem } from '../api/exercises-api.ts';
import { useExercisesT } from '../i18n.ts';
import { FactsLine, LabelChips, useFactsLine } from './exercise-facts.tsx';

const STAR = '\u2605';

function FavoriteMark({ favorite }: { favorite: boolean }) {
  const t = useExercisesT();
  if (!favorite) return null;
  return (
    <Typography
      component="span"
      color="warning.main"
      aria-label={t('favorite.isFavorite')}
      role="img"
    >
      {STAR}
    </Typography>
  );
}

/**
 * Actions a route adds under each exercise card (e.g. "Add to plan"), provided around the list:
 * the exercises feature knows no other feature.
 */
export const ExerciseCardActions = createContext<((exercise: ExerciseItem) => ReactNode) | null>(
  null,
);

export function ExerciseCard({ exercise }: { exercise: ExerciseItem }) {
  const t = useExercisesT();
  const renderActions = useContext(ExerciseCardActions);
  const actions = renderActions?.(exercise);
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/exercises/${exercise._id}`}
        sx={{ flexGrow: 1, alignItems: 'stretch' }}
      >
        <CardContent component={Stack} spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
              {exercise.name}
            </Typography>
            <FavoriteMark favorite={exercise.favorite} />
          </Stack>
          <FactsLine exercise={exercise} />
          <LabelChips labels={exercise.tags} label={t('fields.tags')} />
          {exercise.materials.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('card.materials', { list: exercise.materials.join(', ') })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
      {actions && <CardActions sx={{ pt: 0 }}>{actions}</CardActions>}
    </Card>
  );
}

export function ExerciseRow({ exercise }: { exercise: ExerciseItem }) {
  const t = useExercisesT();
  const facts = useFactsLine();
  const tags = exercise.tags.length ? t('card.tags', { list: exercise.tags.join(', ') }) : '';
  const secondary = [facts(exercise), tags].filter(Boolean).join(' · ');
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={`/exercises/${exercise._id}`}>
        <ListItemText
          primary={
            <>
              {exercise.name} <FavoriteMark favorite={exercise.favorite} />
            </>
          }
          secondary={secondary}
          slotProps={{ primary: { component: 'h2', variant: 'subtitle1' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
