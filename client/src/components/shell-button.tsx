import type { HTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  buttonColorClass,
  classNames,
  shellClass,
  type ShellButtonColor,
} from '../lib/shell-styles.ts';

type ShellButtonProps = Omit<HTMLAttributes<HTMLElement>, 'color'> & {
  variant?: 'contained' | 'outlined';
  color?: ShellButtonColor;
  /** Renders an in-app link instead of a button. */
  to?: string;
};

/**
 * A small contained or outlined button for the always-visible shell (top bar, language switch,
 * error box): a native button (or link) styled like MUI's by the shell's style sheet, since MUI's
 * Button and ButtonBase weigh more in the first download than everything they draw here.
 * Feature screens keep Button.
 */
export function ShellButton({
  variant = 'outlined',
  color = 'primary',
  to,
  className,
  ...props
}: ShellButtonProps) {
  const classes = classNames(
    shellClass.plainButton,
    shellClass.button,
    buttonColorClass(color),
    variant === 'contained' && shellClass.buttonContained,
    className,
  );
  return to === undefined ? (
    <button type="button" {...props} className={classes} />
  ) : (
    <RouterLink to={to} {...props} className={classes} />
  );
}
