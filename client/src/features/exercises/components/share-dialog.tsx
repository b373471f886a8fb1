import {
  SHARE_ERROR_KEYS,
  SHARE_TEXT_KEYS,
  ShareDialog as SharedShareDialog,
  type ShareTexts,
} from '../../../components/share-dialog.tsx';
import {
  useGetExerciseAccessQuery,
  useRemoveExerciseAccessMutation,
  useSetExerciseAccessMutation,
  useShareExerciseMutation,
} from '../api/exercises-api.ts';
import { describeExerciseError } from '../exercise-errors.ts';
import { useExercisesT } from '../i18n.ts';

interface ShareDialogProps {
  exerciseId: string;
  open: boolean;
  onClose: () => void;
}

/** The shared share dialog, bound to an exercise's access calls. */
export function ShareDialog({ exerciseId, open, onClose }: ShareDialogProps) {
  const t = useExercisesT();
  const grants = useGetExerciseAccessQuery(exerciseId, { skip: !open });
  const [share] = useShareExerciseMutation();
  const [setAccess] = useSetExerciseAccessMutation();
  const [removeAccess] = useRemoveExerciseAccessMutation();
  const text: ShareTexts = (key, values) => t(SHARE_TEXT_KEYS[key], values);

  return (
    <SharedShareDialog
      open={open}
      onClose={onClose}
      text={text}
      grants={grants}
      onShare={(email, access) => share({ id: exerciseId, email, access }).unwrap()}
      onSetAccess={(userId, access) => setAccess({ id: exerciseId, userId, access }).unwrap()}
      onRemove={(userId) => removeAccess({ id: exerciseId, userId }).unwrap()}
      describeError={(error, action) => {
        const { key, values } = describeExerciseError(
          error,
          action === 'share' ? SHARE_ERROR_KEYS : {},
        );
        return t(key, values);
      }}
    />
  );
}
