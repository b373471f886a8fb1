import {
  ShareDialog as SharedShareDialog,
  type ShareTextKey,
  type ShareTexts,
} from '../../../components/share-dialog.tsx';
import {
  useGetExerciseAccessQuery,
  useRemoveExerciseAccessMutation,
  useSetExerciseAccessMutation,
  useShareExerciseMutation,
} from '../api/exercises-api.ts';
import { describeExerciseError } from '../exercise-errors.ts';
import { useExercisesT, type ExercisesKey } from '../i18n.ts';

interface ShareDialogProps {
  exerciseId: string;
  open: boolean;
  onClose: () => void;
}

const TEXT_KEYS: Record<ShareTextKey, ExercisesKey> = {
  title: 'share.title',
  addHeading: 'share.addHeading',
  email: 'share.email',
  invalidEmail: 'validation.email',
  level: 'share.level',
  levelFor: 'share.levelFor',
  levelView: 'share.levels.view',
  levelEdit: 'share.levels.edit',
  submit: 'share.submit',
  shared: 'share.shared',
  listHeading: 'share.listHeading',
  none: 'share.none',
  remove: 'share.remove',
  removeFor: 'share.removeFor',
  close: 'common.close',
};

const SHARE_ERRORS = {
  400: 'share.errors.notAllowedTarget',
  403: 'share.errors.forbidden',
  404: 'share.errors.unknownEmail',
} as const;

/** The shared share dialog, bound to an exercise's access calls. */
export function ShareDialog({ exerciseId, open, onClose }: ShareDialogProps) {
  const t = useExercisesT();
  const grants = useGetExerciseAccessQuery(exerciseId, { skip: !open });
  const [share] = useShareExerciseMutation();
  const [setAccess] = useSetExerciseAccessMutation();
  const [removeAccess] = useRemoveExerciseAccessMutation();
  const text: ShareTexts = (key, values) => t(TEXT_KEYS[key], values);

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
          action === 'share' ? SHARE_ERRORS : {},
        );
        return t(key, values);
      }}
    />
  );
}
