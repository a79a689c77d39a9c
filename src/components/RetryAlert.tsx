/** A failed read the user can ask for again: the message, with Retry (and any other action) beside it. */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface RetryAlertProps {
  children: ReactNode;
  onRetry: () => void;
  /** The button's text, from the calling feature's messages. */
  retryLabel: ReactNode;
  /** Shown before Retry. */
  action?: ReactNode;
}

export function RetryAlert({ children, onRetry, retryLabel, action }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <>
          {action}
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        </>
      }
    >
      {children}
    </Alert>
  );
}
