import { useEffect, useState } from 'react';
import type { Content, Emotion } from '@/api/vote/types';
import { closeDialog, openDialog, useDialog } from '@/components/dialog/dialogStore';
import { useStableCallback } from '@/lib/hooks/useStableCallback';
import type { VerifiedAccount } from '@/lib/wallet/useVerifiedAccount';
import { VOTE_DIALOG } from '../model/useVotePage';
import { VoteDialog } from './VoteDialog';

interface VoteDialogHostProps {
  items: readonly Content[];
  account: VerifiedAccount;
  /** The content the address names: sign-in brought the visitor back to vote on it. */
  returnTo: string | null;
  /** Sign-in's return is dealt with: the address forgets the content (a reload does not reopen it). */
  onReturnHandled: () => void;
  onSubmit: (content: Content, emotion: Emotion, amount: number) => void;
  onSignIn: (content: Content) => void;
  /** Closed: the focus goes back to the card's Vote button (sign-in's return had no focus to go back to). */
  onExited: (content: Content) => void;
}

/**
 * The page's one Vote dialog: a Vote press opens it by name (the dialog store) with the
 * content's id, and re-renders this, not the page. Hidden, it holds the last content shown.
 */
export function VoteDialogHost({
  items,
  account,
  returnTo,
  onReturnHandled,
  onSubmit,
  onSignIn,
  onExited,
}: VoteDialogHostProps) {
  const { open, payload } = useDialog<string>(VOTE_DIALOG);
  const [heldId, setHeldId] = useState<string | null>(null);
  if (open && payload !== undefined && payload !== heldId) setHeldId(payload);
  const held = items.find((item) => item.content_id === (open ? payload : heldId)) ?? items[0] ?? null;

  // Sign-in brought the visitor back: the dialog opens once the content is on the page.
  const returning = account.status !== 'anonymous' && items.some((item) => item.content_id === returnTo);
  useEffect(() => {
    if (returning && returnTo) openDialog(VOTE_DIALOG, returnTo);
  }, [returning, returnTo]);
  // Leaving the page closes it (the store outlives the page).
  useEffect(() => () => closeDialog(VOTE_DIALOG), []);

  // The same close every render: the dialog's memoised buttons take it.
  const close = useStableCallback(() => {
    closeDialog(VOTE_DIALOG);
    if (returnTo) onReturnHandled();
  });

  if (!held) return null;
  return (
    <VoteDialog
      content={held}
      account={account}
      onClose={close}
      onSubmit={(emotion, amount) => {
        close();
        onSubmit(held, emotion, amount);
      }}
      onSignIn={() => onSignIn(held)}
      onExited={() => onExited(held)}
    />
  );
}
