import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { encodeListQuery } from '@courtside/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DeleteItemButton } from '../../../components/delete-item-button.tsx';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { ItemLoadError } from '../../../components/item-load-error.tsx';
import { ItemPageHeader } from '../../../components/item-page-header.tsx';
import { shareApiOf } from '../../../hooks/use-share-calls.ts';
import { useItemPage, type ItemPageApi } from '../../../hooks/use-item-page.ts';
import {
  exercisesApi,
  useCheckExerciseAccessQuery,
  useDeleteExerciseMutation,
  useGetExerciseQuery,
  useGetRelatedExercisesQuery,
  useSetExerciseFavoriteMutation,
  type ExerciseItem,
} from '../api/exercises-api.ts';
import { describeExerciseError } from '../exercise-errors.ts';
import { useExercisesT } from '../i18n.ts';
import { ErrorTextAlert } from './error-text-alert.tsx';
import { boardLink, type RenderBoard } from './board-link.tsx';
import { ExerciseBlockView } from './exercise-block-view.tsx';
import { LabelChips } from './exercise-facts.tsx';
import { LoadingShape } from '../../../components/loading-shape.tsx';

const tagFilterLink = (tag: string) => `/exercises?${encodeListQuery({ all: { tags: [tag] } })}`;

function DetailSkeleton() {
  const t = useExercisesT();
  return (
    <LoadingShape label={t('common.loading')} spacing={2}>
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={160} />
    </LoadingShape>
  );
}

function Facts({ exercise }: { exercise: ExerciseItem }) {
  const t = useExercisesT();
  const facts: Array<[string, string]> = [
    [t('fields.persons'), String(exercise.persons)],
    [t('fields.beaters'), String(exercise.beaters)],
    [t('fields.chasers'), String(exercise.chasers)],
    [t('fields.time'), t('facts.minutes', { count: exercise.time_min })],
    [t('fields.creator'), exercise.creator],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
        gap: 2,
        m: 0,
      }}
    >
      {facts.map(([term, value]) => (
        <div key={term}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

function RelatedExercises({ exerciseId }: { exerciseId: string }) {
  const t = useExercisesT();
  const { data, isLoading } = useGetRelatedExercisesQuery(exerciseId);
  if (isLoading) return <Skeleton variant="text" width="40%" />;
  if (!data?.length) return null;
  return (
    <Stack component="section" spacing={1} aria-labelledby="related-heading">
      <Typography id="related-heading" variant="h5" component="h2">
        {t('fields.related')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {data.map((related) => (
          <li key={related._id}>
            <Link component={RouterLink} to={`/exercises/${related._id}`}>
              {related.name}
            </Link>
          </li>
        ))}
      </Box>
    </Stack>
  );
}

/** The share button's calls and error texts for an exercise. */
const SHARING = {
  api: shareApiOf(exercisesApi.endpoints, 'Exercise'),
  describeError: describeExerciseError,
};

const EXERCISE_PAGE: ItemPageApi<ExerciseItem> = {
  useItemQuery: useGetExerciseQuery,
  useAccessQuery: useCheckExerciseAccessQuery,
  listPath: '/exercises',
};

interface ExerciseDetailPageProps {
  renderBoard?: RenderBoard;
  /** More actions for a logged-in user, composed by the route (e.g. "Add to plan"). */
  renderActions?: (exercise: ExerciseItem) => ReactNode;
}

export function ExerciseDetailPage({
  renderBoard = boardLink,
  renderActions,
}: ExerciseDetailPageProps) {
  const t = useExercisesT();
  const { exerciseId = '' } = useParams();
  const { item, loggedIn, canEdit, canManage, deleting, deleteAndLeave } = useItemPage(
    exerciseId,
    EXERCISE_PAGE,
  );
  const { data: exercise, error, isLoading, refetch } = item;
  const [setFavorite, favoriteState] = useSetExerciseFavoriteMutation();
  const favoriteToggle = {
    busy: favoriteState.isLoading,
    onChange: (favorite: boolean) => void setFavorite({ id: exerciseId, favorite }),
  };
  const [deleteExercise, deleteState] = useDeleteExerciseMutation();
  const removal = {
    busy: deleteState.isLoading,
    error: deleteState.error
      ? t(describeExerciseError(deleteState.error, { 403: 'delete.forbidden' }).key)
      : null,
    onConfirm: () => void deleteAndLeave(() => deleteExercise(exerciseId).unwrap()),
  };

  if (isLoading || (deleting && !exercise)) return <DetailSkeleton />;
  if (!exercise) {
    const problem = describeExerciseError(error, { 400: 'errors.notFound' });
    return (
      <ItemLoadError
        documentTitle={t('detail.documentTitle', { name: t('detail.fallbackName') })}
        message={t(problem.key, problem.values)}
        retry={{ label: t('common.retry'), onClick: () => void refetch() }}
        error={error}
        back={{ label: t('detail.backToList'), to: '/exercises' }}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 } }}>
      <title>{t('detail.documentTitle', { name: exercise.name })}</title>
      <ItemPageHeader
        heading={
          <Typography variant="h4" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {exercise.name}
          </Typography>
        }
      >
        {/* The main action first, as on a plan's and a board's page. */}
        {canEdit && (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/exercises/${exercise._id}/update`}
          >
            {t('detail.edit')}
          </Button>
        )}
        {loggedIn && <FavoriteButton t={t} favorite={exercise.favorite} {...favoriteToggle} />}
        {loggedIn && renderActions?.(exercise)}
        {canManage && (
          <ShareButton label={t('detail.share')} id={exercise._id} t={t} {...SHARING} />
        )}
        {canManage && (
          <DeleteItemButton t={t} label={t('detail.delete')} name={exercise.name} {...removal} />
        )}
      </ItemPageHeader>
      {favoriteState.error && <ErrorTextAlert error={describeExerciseError(favoriteState.error)} />}

      <Facts exercise={exercise} />
      {exercise.materials.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h2">
            {t('fields.materials')}
          </Typography>
          <LabelChips labels={exercise.materials} label={t('fields.materials')} />
        </Stack>
      )}
      {exercise.tags.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h2">
            {t('fields.tags')}
          </Typography>
          <LabelChips labels={exercise.tags} label={t('fields.tags')} linkFor={tagFilterLink} />
        </Stack>
      )}

      <Stack component="section" spacing={2} aria-labelledby="blocks-heading">
        <Typography id="blocks-heading" variant="h5" component="h2">
          {t('fields.blocks')}
        </Typography>
        {exercise.description_blocks.length === 0 ? (
          <Typography color="text.secondary">{t('detail.noBlocks')}</Typography>
        ) : (
          exercise.description_blocks.map((block, index) => (
            <ExerciseBlockView
              key={block._id}
              block={block}
              index={index}
              renderBoard={renderBoard}
            />
          ))
        )}
      </Stack>

      {exercise.related_to.length > 0 && <RelatedExercises exerciseId={exercise._id} />}
    </Stack>
  );
}
