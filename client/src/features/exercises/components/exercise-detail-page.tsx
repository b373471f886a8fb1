import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { encodeListQuery } from '@courtside/domain';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { selectAccessToken, type SessionState } from '../../../lib/session.ts';
import {
  useCheckExerciseAccessQuery,
  useDeleteExerciseMutation,
  useGetExerciseQuery,
  useGetRelatedExercisesQuery,
  useSetExerciseFavoriteMutation,
  type ExerciseItem,
} from '../api/exercises-api.ts';
import { describeExerciseError } from '../exercise-errors.ts';
import { useExercisesT } from '../i18n.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorTextAlert } from './error-text-alert.tsx';
import { boardLink, type RenderBoard } from './board-link.tsx';
import { ExerciseBlockView } from './exercise-block-view.tsx';
import { LabelChips } from './exercise-facts.tsx';
import { ShareDialog } from './share-dialog.tsx';

const tagFilterLink = (tag: string) => `/exercises?${encodeListQuery({ all: { tags: [tag] } })}`;

function DetailSkeleton() {
  const t = useExercisesT();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
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

export function ExerciseDetailPage({ renderBoard = boardLink }: { renderBoard?: RenderBoard }) {
  const t = useExercisesT();
  const { exerciseId = '' } = useParams();
  const navigate = useNavigate();
  const loggedIn = useSelector((state: SessionState) => selectAccessToken(state) !== null);
  const [deleting, setDeleting] = useState(false);
  const {
    data: exercise,
    error,
    isLoading,
    refetch,
  } = useGetExerciseQuery(exerciseId, {
    skip: deleting,
  });
  // Access depends on who is logged in, so never trust an older answer.
  const { data: access } = useCheckExerciseAccessQuery(exerciseId, {
    refetchOnMountOrArgChange: true,
    skip: deleting,
  });
  const [setFavorite, favoriteState] = useSetExerciseFavoriteMutation();
  const [deleteExercise, deleteState] = useDeleteExerciseMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);

  const canEdit = loggedIn && access?.level === 'edit';
  const canManage = loggedIn && (access?.type === 'owner' || access?.type === 'admin');

  // While deleting, the queries pause so the gone exercise is not fetched again.
  if (isLoading || (deleting && !exercise)) return <DetailSkeleton />;
  if (error || !exercise) {
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        <title>{t('detail.documentTitle', { name: t('detail.fallbackName') })}</title>
        <ErrorTextAlert
          error={describeExerciseError(error, { 400: 'errors.notFound' })}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
        <Link component={RouterLink} to="/exercises">
          {t('detail.backToList')}
        </Link>
      </Stack>
    );
  }

  const confirmDelete = async () => {
    try {
      setDeleting(true);
      await deleteExercise(exerciseId).unwrap();
      await navigate('/exercises', { replace: true });
    } catch {
      setDeleting(false);
    }
  };

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 } }}>
      <title>{t('detail.documentTitle', { name: exercise.name })}</title>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {exercise.name}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {loggedIn && (
            <Button
              variant={exercise.favorite ? 'contained' : 'outlined'}
              color="warning"
              aria-pressed={exercise.favorite}
              loading={favoriteState.isLoading}
              onClick={() => void setFavorite({ id: exercise._id, favorite: !exercise.favorite })}
            >
              {exercise.favorite ? t('favorite.remove') : t('favorite.add')}
            </Button>
          )}
          {canManage && (
            <Button variant="outlined" onClick={() => setShareOpen(true)} aria-haspopup="dialog">
              {t('detail.share')}
            </Button>
          )}
          {canEdit && (
            <Button
              variant="contained"
              component={RouterLink}
              to={`/exercises/${exercise._id}/update`}
            >
              {t('detail.edit')}
            </Button>
          )}
          {canManage && (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setConfirmOpen(true)}
              aria-haspopup="dialog"
            >
              {t('detail.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
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

      {canManage && (
        <ShareDialog
          exerciseId={exercise._id}
          open={shareOpen}
          onClose={() => setShareOpen(false)}
        />
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={t('delete.title')}
        text={t('delete.text', { name: exercise.name })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('common.cancel')}
        danger
        busy={deleteState.isLoading}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => void confirmDelete()}
      >
        {deleteState.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t(describeExerciseError(deleteState.error, { 403: 'delete.forbidden' }).key)}
          </Alert>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
