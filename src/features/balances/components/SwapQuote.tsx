/** The swap's quote under the amount: on its way, failed (with a retry), refused with the backend's reason, or its terms. */
import { useIntl, type IntlShape } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SwapQuote as Quote } from '@/api/staking/types';
import { ExactAmount } from '@/components/ExactAmount';
import { formatDecimal } from '@/lib/format';
import type { SwapFormModel } from '../model/useSwapForm';
import { toApiError } from '@/api/errors';
import { RetryAlert } from '@/components/RetryAlert';

export function rateText(intl: IntlShape, quote: Quote, pay: string, receive: string): string {
  const rate = formatDecimal(quote.rate, intl.locale, { maxFractionDigits: 18 });
  return intl.formatMessage({ id: 'money.swap.rate' }, { from: pay, to: receive, rate });
}

export function SwapQuote({ form }: { form: SwapFormModel }) {
  const intl = useIntl();
  const { quote, from, to } = form;
  if (form.quoteLoading)
    return (
      <Box role="status" aria-live="polite">
        <Skeleton variant="text" width={220} aria-hidden="true" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage({ id: 'money.swap.quoting' })}
        </Typography>
      </Box>
    );
  if (quote.isError)
    return (
      <RetryAlert onRetry={() => void quote.refetch()} retryLabel={intl.formatMessage({ id: 'money.retry' })}>
        {intl.formatMessage({ id: 'money.swap.quoteFailed' }, { reason: toApiError(quote.error).message })}
      </RetryAlert>
    );
  if (!quote.data) return null;
  if (!quote.data.valid)
    return (
      <Alert severity="warning" data-testid="swap-quote-invalid">
        {quote.data.message?.trim() || intl.formatMessage({ id: 'money.swap.quoteInvalid' })}
      </Alert>
    );
  return (
    <Box
      data-testid="swap-quote"
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'money.swap.receive' })}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <ExactAmount value={quote.data.receiveAmount} currency={to} />
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'money.swap.rateLabel' })}
      </Typography>
      <Typography variant="body2">{rateText(intl, quote.data, from, to)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'money.swap.fee' })}
      </Typography>
      <Typography variant="body2">
        <ExactAmount value={quote.data.fee} currency={from} />
      </Typography>
    </Box>
  );
}
