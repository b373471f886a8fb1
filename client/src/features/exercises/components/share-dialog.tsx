import { ShareDialog as SharedShareDialog } from '../../../components/share-dialog.tsx';
import { useShareCalls, type ShareApi } from '../../../hooks/use-share-calls.ts';
import {
  useGetExerciseAccessQuery,
  useRemoveExerciseAccessMutation,
  useSetExerciseAccessMutation,
  useShareExerciseMutation,
} from '../api/exercises-api.ts';
import { describeExerciseError } from '../exercise-errors.ts';
import { useExercisesT } from '../i18n.ts';

const EXERCISE_SHARE_API: ShareApi = {
  useAccessQuery: useGetExerciseAccessQuery,
  useShareMutation: useShareExerciseMutation,
  useSetAccessMutation: useSetExerciseAccessMutation,
  useRemoveAccessMutation: useRemoveExerciseAccessMutation,
};

interface ShareDialogProps {
  exerciseId: string;
  open: boolean;
  onClose: () => void;
}

/** The shared share dialog, bound to an exercise's access calls. */
export function ShareDialog({ exerciseId, open, onClose }: ShareDialogProps) {
  const t = useExercisesT();
  const calls = useShareCalls(EXERCISE_SHARE_API, exerciseId, open);
  return (
    <SharedShareDialog
      open={open}
      onClose={onClose}
      t={t}
      {...calls}
      describeError={(error, statusKeys) => {
        const { key, values } = describeExerciseError(error, statusKeys);
        return t(key, values);
      }}
    />
  );
}
