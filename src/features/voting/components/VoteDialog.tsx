/**
 * The Vote dialog of one content. What it offers depends on who is asking: an anonymous
 * visitor is asked to sign in (and comes back to this content), a user without a verified
 * wallet is told to verify it, and a user with one picks an emotion and a number of votes (at
 * most the VOTE balance). Submitting closes the dialog at once: the card shows the vote.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
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
import type { Content } from '@/api/vote/types';
import { useFormatters } from '@/lib/format';
import { EMOTION_ICONS, EMOTIONS, type Emotion } from '@/lib/votes/emotions';
import type { VoteAccount } from '../useVoteAccount';
import { checkVoteAmount, type AmountError } from '@/lib/votes/wholeVotes';

export interface VoteDialogProps {
  content: Content;
  account: VoteAccount;
  onClose: () => void;
  onSubmit: (emotion: Emotion, amount: number) => void;
  onSignIn: () => void;
  /** Opens the wallet verification (composed in src/app); without it the dialog only explains. */
  onVerifyWalletRequest?: () => void;
}

const AMOUNT_ERRORS: Record<AmountError, string> = {
  required: 'voting.form.amount.required',
  notWhole: 'voting.form.amount.notWhole',
  tooSmall: 'voting.form.amount.tooSmall',
  overBalance: 'voting.form.amount.overBalance',
};

function VoteForm({
  content,
  account,
  onClose,
  onSubmit,
}: Pick<VoteDialogProps, 'content' | 'account' | 'onClose' | 'onSubmit'>) {
  const intl = useIntl();
  const format = useFormatters();
  const formId = useId();
  const [emotion, setEmotion] = useState<Emotion | null>(content.my_emotion ?? null);
  const [amount, setAmount] = useState('1');
  const [submitted, setSubmitted] = useState(false);
  const { votes, loading, error, retry } = account.balance;

  const amountCheck = votes === null ? null : checkVoteAmount(amount, votes);
  const amountError = submitted && amountCheck && !amountCheck.ok ? amountCheck.error : null;
  const emotionError = submitted && emotion === null;
  const noVotes = votes === 0n;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (emotion === null || !amountCheck?.ok) return;
    onSubmit(emotion, amountCheck.amount);
  }

  const balanceText =
    votes === null
      ? null
      : intl.formatMessage({ id: 'voting.form.balance' }, { count: Number(votes), votes: format.integer(votes) });

  return (
    <form id={formId} noValidate onSubmit={handleSubmit}>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <FormattedMessage id="voting.form.intro" values={{ title: content.title }} />
          </Typography>
          <FormControl error={emotionError} component="fieldset">
            <FormLabel component="legend">
              <FormattedMessage id="voting.form.emotion" />
            </FormLabel>
            <RadioGroup
              row
              name={`${formId}-emotion`}
              value={emotion ?? ''}
              onChange={(event) => setEmotion(event.target.value as Emotion)}
            >
              {EMOTIONS.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={
                    <>
                      <span aria-hidden="true">{EMOTION_ICONS[option]} </span>
                      {intl.formatMessage({ id: `voting.emotion.${option}` })}
                    </>
                  }
                />
              ))}
            </RadioGroup>
            {emotionError && (
              <FormHelperText>
                <FormattedMessage id="voting.form.emotion.required" />
              </FormHelperText>
            )}
          </FormControl>
          {error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  <FormattedMessage id="voting.retry" />
                </Button>
              }
            >
              <FormattedMessage id="voting.form.balanceFailed" />
            </Alert>
          ) : loading || votes === null ? (
            <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={16} aria-hidden="true" />
              <Typography variant="body2">
                <FormattedMessage id="voting.form.balanceLoading" />
              </Typography>
            </Stack>
          ) : noVotes ? (
            <Alert severity="info" role="status">
              <FormattedMessage id="voting.form.noVotes" />
            </Alert>
          ) : (
            <TextField
              label={intl.formatMessage({ id: 'voting.form.amount' })}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              required
              autoComplete="off"
              error={Boolean(amountError)}
              helperText={
                amountError
                  ? intl.formatMessage(
                      { id: AMOUNT_ERRORS[amountError] },
                      { votes: format.integer(votes), count: Number(votes) },
                    )
                  : balanceText
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 16 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="voting.cancel" />
        </Button>
        <Button type="submit" variant="contained" disabled={votes === null || noVotes}>
          <FormattedMessage id="voting.form.submit" />
        </Button>
      </DialogActions>
    </form>
  );
}

export function VoteDialog({ content, account, onClose, onSubmit, onSignIn, onVerifyWalletRequest }: VoteDialogProps) {
  const titleId = useId();
  const titles = {
    anonymous: 'voting.dialog.signInTitle',
    checking: 'voting.dialog.title',
    unverified: 'voting.dialog.verifyTitle',
    ready: 'voting.dialog.title',
  } as const;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
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
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={16} aria-hidden="true" />
            <Typography>
              <FormattedMessage id="voting.dialog.checking" />
            </Typography>
          </Stack>
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
            {onVerifyWalletRequest && (
              <Button
                variant="contained"
                onClick={() => {
                  onClose();
                  onVerifyWalletRequest();
                }}
              >
                <FormattedMessage id="voting.dialog.verifyAction" />
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
