import type { HTMLAttributes } from 'react';
import { classNames, shellClass } from '../lib/shell-styles.ts';

type RoundIconButtonProps = Omit<HTMLAttributes<HTMLButtonElement>, 'color'>;

/**
 * A round icon button for the shell: a native button styled by the shell's style sheet, so the
 * first download needs neither IconButton nor ButtonBase.
 */
export function RoundIconButton({ className, ...props }: RoundIconButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={classNames(shellClass.plainButton, shellClass.roundButton, className)}
    />
  );
}
