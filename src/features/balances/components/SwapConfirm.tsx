/** The swap's confirmation: what is paid and received at which rate and fee, the quote's age, and a renewed quote's news. */
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { useShownReview } from '@/components/dialog/dialogStore';
import { moneyText, useFormatters } from '@/lib/format';
import { useNow } from '@/lib/hooks/useNow';
import type { SwapFormModel, SwapReview } from '../model/useSwapForm';
import { toApiError } from '@/api/errors';
import { rateText } from './SwapQuote';

export function SwapConfirm({ form }: { form: SwapFormModel }) {
  const intl = useIntl();
  const { step, submission } = form;
  const review = useShownReview(step);
  const exact = (amount: string, currency: string) => moneyText(intl, amount, currency);
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <ConfirmDialog
      name={step.name}
      title={label('money.swap.confirmTitle')}
      rows={
        review
          ? [
              { label: label('money.swap.pay'), value: exact(review.amount, review.from) },
              { label: label('money.swap.receive'), value: exact(review.quote.receiveAmount, review.to) },
              { label: label('money.swap.rateLabel'), value: rateText(intl, review.quote, review.from, review.to) },
              { label: label('money.swap.fee'), value: exact(review.quote.fee, review.from) },
            ]
          : []
      }
      note={label('money.swap.confirmNote')}
      confirmLabel={label('money.swap.confirm')}
      busyLabel={label('money.form.submitting')}
      submission={submission}
      refusalMessage={
        submission.state.phase === 'refused'
          ? intl.formatMessage({ id: 'money.swap.failed' }, { reason: toApiError(submission.state.error).message })
          : null
      }
      confirmDisabled={form.requoting}
      onConfirm={() => void form.confirm()}
      onClose={form.closeReview}
    >
      {review && <SwapQuoteNews form={form} review={review} />}
    </ConfirmDialog>
  );
}

/** Under the rows: how old the quote is, a renewal under way or failed, a renewed quote that gives less. */
function SwapQuoteNews({ form, review }: { form: SwapFormModel; review: SwapReview }) {
  const intl = useIntl();
  const format = useFormatters();
  const now = useNow(1000);
  const exact = (amount: string) => moneyText(intl, amount, review.to);
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }} data-testid="swap-quote-age">
        {intl.formatMessage(
          { id: 'money.swap.quoteAge' },
          { age: format.relativeTime(Math.max(0, now - review.quotedAt)) },
        )}
      </Typography>
      {form.requoting && (
        <Alert severity="info" sx={{ mt: 2 }} role="status">
          {intl.formatMessage({ id: 'money.swap.requoting' })}
        </Alert>
      )}
      {form.requoteProblem && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {form.requoteProblem}
        </Alert>
      )}
      {review.worseThan !== undefined && (
        <Alert severity="warning" sx={{ mt: 2 }} role="alert" data-testid="swap-quote-worse">
          {intl.formatMessage(
            { id: 'money.swap.quoteWorse' },
            { before: exact(review.worseThan), after: exact(review.quote.receiveAmount) },
          )}
        </Alert>
      )}
    </>
  );
}
