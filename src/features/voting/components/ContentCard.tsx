// One content open for voting, with its emotion statistics and the Vote button. Its texts are
// rendered as text, whatever they hold; a refused vote says why (the counts are already rolled back).
import { memo, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Content } from '@/api/vote/types';
import { useFormatters } from '@/lib/format';
import { EmotionStats } from './EmotionStats';
import type { VoteFailure } from '../model/useOptimisticVote';

/** Only images the browser fetches as images: http(s) and data:image URLs. */
export function isSafeImageUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^(https?:\/\/|data:image\/)/i.test(url.trim());
}

export interface ContentCardProps {
  content: Content;
  onVote: (content: Content) => void;
  pending: boolean;
  /** Sent, but whether it counted is not known yet. */
  unknown?: boolean;
  failure: VoteFailure | null;
  onDismissFailure: (contentId: string) => void;
  /** The content the address points at (a visitor returning from sign-in). */
  highlighted?: boolean;
  /** Told of the card's Vote button (the page gives it the focus back after the dialog). */
  registerVoteButton?: (contentId: string, button: HTMLButtonElement | null) => void;
}

/** The content's picture, or a plain placeholder when it has none safe or it fails to load. */
function ContentCardImage({ url }: { url: string | null | undefined }) {
  const [imageFailed, setImageFailed] = useState(false);
  if (isSafeImageUrl(url) && !imageFailed) {
    return (
      <Box
        component="img"
        src={url}
        alt=""
        loading="lazy"
        onError={() => setImageFailed(true)}
        sx={{ width: '100%', height: 160, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      sx={{
        height: 160,
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.action.hover}, ${theme.palette.action.selected})`,
      }}
    />
  );
}

/** The description, cut to three lines. */
function ContentCardDescription({ text }: { text: string }) {
  return (
    <Typography
      variant="body2"
      sx={{
        color: 'text.secondary',
        overflowWrap: 'anywhere',
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {text}
    </Typography>
  );
}

function ContentCardByline({ content }: { content: Content }) {
  const format = useFormatters();
  const time = <time dateTime={content.created_at}>{format.dateTime(content.created_at)}</time>;
  return (
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
      {content.author ? (
        <FormattedMessage
          id="voting.card.byline"
          values={{ author: <span style={{ overflowWrap: 'anywhere' }}>{format.name(content.author)}</span>, time }}
        />
      ) : (
        time
      )}
    </Typography>
  );
}

type VoteOutcomeProps = Pick<ContentCardProps, 'pending' | 'unknown' | 'failure' | 'onDismissFailure'> & {
  contentId: string;
};

/** The vote on its way, or the refused one and why. */
function ContentCardVoteOutcome({ pending, unknown, failure, onDismissFailure, contentId }: VoteOutcomeProps) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <>
      {pending && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <CircularProgress size={14} aria-hidden="true" />
          <Typography variant="body2">
            <FormattedMessage id={unknown ? 'voting.card.unknown' : 'voting.card.saving'} />
          </Typography>
        </Stack>
      )}
      {failure && (
        <Alert
          severity="error"
          onClose={() => onDismissFailure(contentId)}
          closeText={intl.formatMessage({ id: 'voting.dismiss' })}
        >
          <FormattedMessage
            id="voting.card.rolledBack"
            values={{
              amount: format.integer(failure.vote.amount),
              count: failure.vote.amount,
              emotion: intl.formatMessage({ id: `voting.emotion.${failure.vote.emotion}` }),
              message: failure.message,
            }}
          />
        </Alert>
      )}
    </>
  );
}

/**
 * Memoised, its callbacks taking the content's id, so a click re-renders only the cards that
 * changed: re-rendering the page cost most of a vote-dialog click at 4× CPU.
 */
export const ContentCard = memo(function ContentCard({
  content,
  onVote,
  pending,
  unknown = false,
  failure,
  onDismissFailure,
  highlighted = false,
  registerVoteButton,
}: ContentCardProps) {
  const format = useFormatters();
  const titleId = useId();

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      id={`content-${content.content_id}`}
      data-content-id={content.content_id}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: highlighted ? 'primary.main' : undefined,
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <ContentCardImage url={content.image_url} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {content.title}
          </Typography>
          {content.description && <ContentCardDescription text={content.description} />}
          <ContentCardByline content={content} />
          <Typography variant="subtitle2" component="p" data-testid="total-votes">
            <FormattedMessage
              id="voting.card.totalVotes"
              values={{ count: content.total_votes, votes: format.integer(content.total_votes) }}
            />
          </Typography>
          <EmotionStats content={content} />
          <ContentCardVoteOutcome
            pending={pending}
            unknown={unknown}
            failure={failure}
            onDismissFailure={onDismissFailure}
            contentId={content.content_id}
          />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          ref={
            registerVoteButton && ((button: HTMLButtonElement | null) => registerVoteButton(content.content_id, button))
          }
          variant="contained"
          onClick={() => onVote(content)}
          // The name starts with the visible word in every language (WCAG 2.5.3), then names the content.
          id={`${titleId}-vote`}
          aria-labelledby={`${titleId}-vote ${titleId}`}
        >
          <FormattedMessage id="voting.card.vote" />
        </Button>
      </CardActions>
    </Card>
  );
});
