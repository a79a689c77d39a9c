/** Feature pages never import each other: the route hands in what the page needs from others. */
import VotePage from '@/features/voting/components/VotePage';
import { requestSignIn } from './requestSignIn';

export default function VoteRoute() {
  return <VotePage onSignInRequest={requestSignIn} />;
}
