import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface AlertAction {
  label: string;
  onClick: () => void;
}

/** An alert with one button at its end that mends what it tells (Try again, Reload, Clear). */
export function ActionAlert(props: {
  severity: AlertColor;
  action?: AlertAction | undefined;
  children: ReactNode;
}) {
  const { action } = props;
  return (
    <Alert
      severity={props.severity}
      action={
        action && (
          <Button color="inherit" size="small" onClick={action.onClick}>
            {action.label}
          </Button>
        )
      }
    >
      {props.children}
    </Alert>
  );
}
