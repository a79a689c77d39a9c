/** Feature pages never import each other: the route hands in sign-in and the name lookup. */
import TransfersPage from '@/features/transfers/TransfersPage';
import { useNameLookup } from '@/features/wallet/nameLookup';
import { requestSignIn } from './requestSignIn';

export default function TransfersRoute() {
  return <TransfersPage onSignInRequest={requestSignIn} useRecipientName={useNameLookup} />;
}
