/** Feature pages never import each other: the route hands in sign-in. */
import TransfersPage from '@/features/transfers/components/TransfersPage';
import { requestSignIn } from './requestSignIn';

export default function TransfersRoute() {
  return <TransfersPage onSignInRequest={requestSignIn} />;
}
