// The Vote dialog of one content, by who is asking: sign in, verify a wallet, or pick an emotion
// and votes. Submitting closes it at once: the card shows the vote.
import { memo, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { InlineProgress } from '@/components/InlineProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { asOneOf } from '@/api/parse';
import type { Content } from '@/api/vote/types';
import { ListError } from './ContentGrid';
import { FORM_DIALOG_PAPER_SX, ModalShell } from '@/components/dialog/ModalShell';
import { useFormatters } from '@/lib/format';
import { EmotionIcon } from '@/components/EmotionIcon';
import { EMOTIONS, type Emotion } from '@/lib/votes/emotions';
import type { VerifiedAccount } from '@/lib/wallet/useVerifiedAccount';
import { VOTE_DIALOG } from '../model/useVotePage';
import { checkVoteAmount, type AmountError } from '@/lib/votes/wholeVotes';

export interface VoteDialogProps {
  content: Content;
  account: VerifiedAccount;
  onClose: () => void;
  onSubmit: (emotion: Emotion, amount: number) => void;
  onSignIn: () => void;
  /** Closed: the page puts the focus back on the card's Vote button. */
  onExited?: () => void;
}

const AMOUNT_ERRORS: Record<AmountError, string> = {
  required: 'voting.form.amount.required',
  notWhole: 'voting.form.amount.notWhole',
  tooSmall: 'voting.form.amount.tooSmall',
  overBalance: 'voting.form.amount.overBalance',
};

/** The emotions to pick from. Memoised, like the parts below: opening the dialog for another
 * content re-renders only what differs (MUI's fields cost milliseconds each at 4× CPU). */
const EmotionField = memo(function EmotionField({
  name,
  value,
  error,
  onChange,
}: {
  name: string;
  value: Emotion | null;
  error: boolean;
  onChange: (emotion: Emotion) => void;
}) {
  const intl = useIntl();
  return (
    <FormControl error={error} component="fieldset">
      <FormLabel component="legend">
        <FormattedMessage id="voting.form.emotion" />
      </FormLabel>
      <RadioGroup
        row
        name={name}
        value={value ?? ''}
        onChange={(event) => {
          const emotion = asOneOf(EMOTIONS, event.target.value);
          if (emotion) onChange(emotion);
        }}
      >
        {EMOTIONS.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={
              <>
                <EmotionIcon emotion={option} /> {intl.formatMessage({ id: `voting.emotion.${option}` })}
              </>
            }
          />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText>
          <FormattedMessage id="voting.form.emotion.required" />
        </FormHelperText>
      )}
    </FormControl>
  );
});

/** The number of votes, or why it cannot be asked for yet (the balance loads, failed, is nil). */
const AmountPart = memo(function AmountPart({
  votes,
  loading,
  failed,
  onRetry,
  amount,
  onAmountChange,
  amountError,
}: {
  votes: bigint | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  amount: string;
  onAmountChange: (amount: string) => void;
  amountError: AmountError | null;
}) {
  const intl = useIntl();
  const format = useFormatters();
  if (failed) return <ListError message={<FormattedMessage id="voting.form.balanceFailed" />} onRetry={onRetry} />;
  if (loading || votes === null) {
    return (
      <InlineProgress variant="body2">
        <FormattedMessage id="voting.form.balanceLoading" />
      </InlineProgress>
    );
  }
  if (votes === 0n) {
    return (
      <Alert severity="info" role="status">
        <FormattedMessage id="voting.form.noVotes" />
      </Alert>
    );
  }
  const values = { votes: format.integer(votes), count: Number(votes) };
  return (
    <TextField
      label={intl.formatMessage({ id: 'voting.form.amount' })}
      value={amount}
      onChange={(event) => onAmountChange(event.target.value)}
      required
      autoComplete="off"
      error={Boolean(amountError)}
      helperText={intl.formatMessage({ id: amountError ? AMOUNT_ERRORS[amountError] : 'voting.form.balance' }, values)}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 16 } }}
    />
  );
});

const FormActions = memo(function FormActions({ onCancel, canSubmit }: { onCancel: () => void; canSubmit: boolean }) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>
        <FormattedMessage id="voting.cancel" />
      </Button>
      <Button type="submit" variant="contained" disabled={!canSubmit}>
        <FormattedMessage id="voting.form.submit" />
      </Button>
    </DialogActions>
  );
});

function VoteForm({
  content,
  account,
  onClose,
  onSubmit,
}: Pick<VoteDialogProps, 'content' | 'account' | 'onClose' | 'onSubmit'>) {
  const formId = useId();
  const [emotion, setEmotion] = useState<Emotion | null>(content.my_emotion ?? null);
  const [amount, setAmount] = useState('1');
  const [submitted, setSubmitted] = useState(false);
  const { votes, loading, error, retry } = account.balance;

  const amountCheck = votes === null ? null : checkVoteAmount(amount, votes);
  const amountError = submitted && amountCheck && !amountCheck.ok ? amountCheck.error : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (emotion === null || !amountCheck?.ok) return;
    onSubmit(emotion, amountCheck.amount);
  }

  return (
    <form id={formId} noValidate onSubmit={handleSubmit}>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography sx={OVERFLOW_WRAP_SX}>
            <FormattedMessage id="voting.form.intro" values={{ title: content.title }} />
          </Typography>
          <EmotionField
            name={`${formId}-emotion`}
            value={emotion}
            error={submitted && emotion === null}
            onChange={setEmotion}
          />
          <AmountPart
            votes={votes}
            loading={loading}
            failed={Boolean(error)}
            onRetry={retry}
            amount={amount}
            onAmountChange={setAmount}
            amountError={amountError}
          />
        </Stack>
      </DialogContent>
      <FormActions onCancel={onClose} canSubmit={votes !== null && votes !== 0n} />
    </form>
  );
}

const OVERFLOW_WRAP_SX = { overflowWrap: 'anywhere' } as const;

/**
 * Kept in the page while closed (hidden, laid out, its styles in place): opening it only fills
 * it in and reveals it. See docs/performance.md#kept-mounted-dialogs.
 */
export function VoteDialog({ content, account, onClose, onSubmit, onSignIn, onExited }: VoteDialogProps) {
  const titleId = useId();
  const titles = {
    anonymous: 'voting.dialog.signInTitle',
    checking: 'voting.dialog.title',
    unverified: 'voting.dialog.verifyTitle',
    ready: 'voting.dialog.title',
  } as const;

  return (
    <ModalShell
      name={VOTE_DIALOG}
      onClose={onClose}
      onExited={onExited}
      labelledBy={titleId}
      paperSx={FORM_DIALOG_PAPER_SX}
      mountWhenIdle
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id={titles[account.status]} />
      </DialogTitle>
      {account.status === 'ready' && (
        <VoteForm content={content} account={account} onClose={onClose} onSubmit={onSubmit} />
      )}
      {account.status === 'anonymous' && (
        <>
          <DialogContent>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <FormattedMessage id="voting.dialog.signInBody" values={{ title: content.title }} />
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>
              <FormattedMessage id="voting.cancel" />
            </Button>
            <Button variant="contained" onClick={onSignIn}>
              <FormattedMessage id="voting.signIn" />
            </Button>
          </DialogActions>
        </>
      )}
      {account.status === 'checking' && (
        <DialogContent>
          <InlineProgress>
            <FormattedMessage id="voting.dialog.checking" />
          </InlineProgress>
        </DialogContent>
      )}
      {account.status === 'unverified' && (
        <>
          <DialogContent>
            <Typography>
              <FormattedMessage id="voting.dialog.verifyBody" />
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>
              <FormattedMessage id="voting.close" />
            </Button>
          </DialogActions>
        </>
      )}
    </ModalShell>
  );
}
