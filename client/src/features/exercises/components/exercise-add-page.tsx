import Stack from '@mui/material/Stack';
import type { ExerciseCreate } from '@courtside/domain';
import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useAddExerciseMutation } from '../api/exercises-api.ts';
import { describeExerciseError } from '../exercise-errors.ts';
import { emptyFormValues } from '../exercise-form-values.ts';
import { useExercisesT } from '../i18n.ts';
import { ErrorTextAlert } from './error-text-alert.tsx';
import { ExerciseForm } from './exercise-form.tsx';
import { noBoardOptions, type BoardOptions } from './tactic-board-picker.tsx';

export function ExerciseAddPage({ boards = noBoardOptions }: { boards?: BoardOptions }) {
  const t = useExercisesT();
  const [addExercise, { error }] = useAddExerciseMutation();
  const [initialValues] = useState(emptyFormValues);

  const save = async (data: ExerciseCreate) => {
    const created = await addExercise(data).unwrap();
    return `/exercises/${created._id}`;
  };

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 960 }}>
      <PageHeading title={t('form.addTitle')} documentTitle={t('form.addDocumentTitle')} />
      <ExerciseForm
        initialValues={initialValues}
        onSave={save}
        submitLabel={t('form.create')}
        boards={boards}
        cancelTo="/exercises"
        error={
          error ? (
            <ErrorTextAlert
              error={describeExerciseError(error, { 403: 'errors.forbiddenCreate' })}
            />
          ) : null
        }
      />
    </Stack>
  );
}
