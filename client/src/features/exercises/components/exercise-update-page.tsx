import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExerciseCreate } from '@courtside/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  useCheckExerciseAccessQuery,
  useGetExerciseQuery,
  useGetRelatedExercisesQuery,
  useUpdateExerciseMutation,
} from '../api/exercises-api.ts';
import { currentVersionOf, describeExerciseError, errorStatus } from '../exercise-errors.ts';
import { formValuesFromExercise, type ExerciseFormValues } from '../exercise-form-values.ts';
import { useExercisesT } from '../i18n.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorTextAlert } from './error-text-alert.tsx';
import { ExerciseForm } from './exercise-form.tsx';
import { noBoardOptions, type BoardOptions } from './tactic-board-picker.tsx';
import { LoadingShape } from '../../../components/loading-shape.tsx';

interface Snapshot {
  values: ExerciseFormValues;
  /** The version the form was filled from; a save with it fails with 409 if someone saved since. */
  version: number;
  key: number;
}

interface Conflict {
  data: ExerciseCreate;
  currentVersion?: number;
  settle: (target: string | null) => void;
}

export function ExerciseUpdatePage({ boards = noBoardOptions }: { boards?: BoardOptions }) {
  const t = useExercisesT();
  const { exerciseId = '' } = useParams();
  const exercise = useGetExerciseQuery(exerciseId);
  const related = useGetRelatedExercisesQuery(exerciseId);
  const access = useCheckExerciseAccessQuery(exerciseId, { refetchOnMountOrArgChange: true });
  const [updateExercise, { error: saveError, isLoading: saving }] = useUpdateExerciseMutation();
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  if (!snapshot && exercise.data && related.data) {
    setSnapshot({
      values: formValuesFromExercise(exercise.data, related.data),
      version: exercise.data.version,
      key: 0,
    });
  }

  const loadError = exercise.error ?? related.error;
  // A form filled once stays, with its edits, when reading the exercise again fails.
  if (loadError && !snapshot) {
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        <ErrorTextAlert error={describeExerciseError(loadError, { 400: 'errors.notFound' })} />
        <Link component={RouterLink} to="/exercises">
          {t('detail.backToList')}
        </Link>
      </Stack>
    );
  }
  if (!snapshot || access.isLoading) {
    return (
      <LoadingShape label={t('common.loading')} spacing={2}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '2.5rem' }} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={240} />
      </LoadingShape>
    );
  }
  if (access.data?.level !== 'edit') {
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        <Alert severity="warning">{t('errors.forbiddenEdit')}</Alert>
        <Link component={RouterLink} to={`/exercises/${exerciseId}`}>
          {t('form.backToExercise')}
        </Link>
      </Stack>
    );
  }

  const detailPath = `/exercises/${exerciseId}`;
  const save = async (data: ExerciseCreate, version = snapshot.version): Promise<string | null> => {
    try {
      await updateExercise({ ...data, _id: exerciseId, version }).unwrap();
      return detailPath;
    } catch (error) {
      if (errorStatus(error) !== 409) throw error;
      // Someone saved in between: the user decides, the form waits.
      return new Promise((settle) =>
        setConflict({ data, currentVersion: currentVersionOf(error), settle }),
      );
    }
  };

  const reload = async () => {
    if (!conflict) return;
    const [fresh, freshRelated] = await Promise.all([exercise.refetch(), related.refetch()]);
    if (fresh.data && freshRelated.data) {
      setSnapshot({
        values: formValuesFromExercise(fresh.data, freshRelated.data),
        version: fresh.data.version,
        key: snapshot.key + 1,
      });
    }
    conflict.settle(null);
    setConflict(null);
  };

  const overwrite = async () => {
    if (!conflict) return;
    const version = conflict.currentVersion ?? (await exercise.refetch()).data?.version;
    setConflict(null);
    try {
      conflict.settle(version === undefined ? null : await save(conflict.data, version));
    } catch {
      conflict.settle(null);
    }
  };

  const showError = saveError && errorStatus(saveError) !== 409 && !conflict;

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 960 }}>
      <title>{t('form.updateDocumentTitle', { name: snapshot.values.name })}</title>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('form.updateTitle', { name: snapshot.values.name })}
      </Typography>
      <ExerciseForm
        key={snapshot.key}
        initialValues={snapshot.values}
        onSave={(data) => save(data)}
        submitLabel={t('form.save')}
        boards={boards}
        cancelTo={`/exercises/${exerciseId}`}
        excludeId={exerciseId}
        error={
          showError ? (
            <ErrorTextAlert
              error={describeExerciseError(saveError, { 403: 'errors.forbiddenEdit' })}
            />
          ) : null
        }
      />
      <ConfirmDialog
        open={!!conflict}
        title={t('conflict.title')}
        text={t('conflict.text')}
        confirmLabel={t('conflict.overwrite')}
        cancelLabel={t('conflict.reload')}
        busy={saving}
        onConfirm={() => void overwrite()}
        onCancel={() => void reload()}
        onDismiss={() => {
          conflict?.settle(null);
          setConflict(null);
        }}
      />
    </Stack>
  );
}
