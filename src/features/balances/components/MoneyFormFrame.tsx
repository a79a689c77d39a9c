// The frame every money form shares: a form whose submit starts the review, its intro, its
// fields, and the Review button, which is off while the action is blocked or a write is sending.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface MoneyFormFrameProps {
  /** Message ids of the form's accessible name, its intro and its Review button. */
  titleId: string;
  introId: string;
  reviewId: string;
  reviewDisabled: boolean;
  onReview: () => void;
  /** The fields, between the intro and the Review button. */
  children: ReactNode;
  /** After the Review button: its confirmation. */
  confirm?: ReactNode;
}

export function MoneyFormFrame({
  titleId,
  introId,
  reviewId,
  reviewDisabled,
  onReview,
  children,
  confirm,
}: MoneyFormFrameProps) {
  const intl = useIntl();
  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onReview();
      }}
      aria-label={intl.formatMessage({ id: titleId })}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: introId })}
      </Typography>
      {children}
      <Button type="submit" variant="contained" disabled={reviewDisabled} sx={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: reviewId })}
      </Button>
      {confirm}
    </Stack>
  );
}
