import Button, { type ButtonProps } from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { useLoggedIn } from '../../../hooks/use-logged-in.ts';
import type { ExerciseToAdd } from './add-to-plan-dialog.tsx';
import { useAddToPlanT } from './i18n.ts';
import { lazyExport } from '../../../lib/load-chunk.ts';

// The dialog (plan list, section choice, saving) loads on the first click, not with the page.
const AddToPlanDialog = lazyExport(() => import('./add-to-plan-dialog.tsx'), 'AddToPlanDialog');

interface AddToPlanButtonProps {
  exercise: ExerciseToAdd;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/** "Add to plan" for an exercise; shown to logged-in coaches only, since plans need an owner. */
export function AddToPlanButton({ exercise, size, variant = 'outlined' }: AddToPlanButtonProps) {
  const t = useAddToPlanT();
  const loggedIn = useLoggedIn();
  const [open, setOpen] = useState(false);
  // Each opening starts afresh (no choice or message left from the last one).
  const [opened, setOpened] = useState(0);
  if (!loggedIn) return null;
  return (
    <>
      <Button
        size={size}
        variant={variant}
        aria-haspopup="dialog"
        aria-label={t('buttonFor', { name: exercise.name })}
        sx={{ minHeight: 40 }}
        onClick={() => {
          setOpened((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('button')}
      </Button>
      {opened > 0 && (
        <Suspense fallback={null}>
          <AddToPlanDialog
            key={opened}
            exercise={exercise}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
