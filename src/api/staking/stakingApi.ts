// The staking backend (../shared/api/staking-api.yaml): one endpoint per operation, grouped by
// resource in ./endpoints/ and injected into the base API (stakingBase.ts), as RTK Query does for a
// large API. `queryFn` only where a secret is handled or SPEC.md wants `null` on failure; secrets
// never enter the store (docs/session.md, "The session").
import { registerApi } from '../lazyApis';
import { authEndpoints } from './endpoints/authEndpoints';
import { balanceEndpoints } from './endpoints/balanceEndpoints';
import { transactionEndpoints } from './endpoints/transactionEndpoints';
import { transferEndpoints } from './endpoints/transferEndpoints';
import { walletEndpoints } from './endpoints/walletEndpoints';
import { stakingBase } from './stakingBase';

export const stakingApi = stakingBase
  .injectEndpoints({ endpoints: authEndpoints })
  .injectEndpoints({ endpoints: walletEndpoints })
  .injectEndpoints({ endpoints: transactionEndpoints })
  .injectEndpoints({ endpoints: balanceEndpoints })
  .injectEndpoints({ endpoints: transferEndpoints });

// Joins the store now that its code is here (src/api/lazyApis.ts).
registerApi(stakingApi);

export const {
  useRegisterMutation,
  useLazyCheckWalletVerifiedQuery,
  useCreateTransactionMutation,
  useGetTransactionsQuery,
  useGetTransactionByHashQuery,
  useVerifySwapTokenQuery,
  useTransferVoteMutation,
  useGetTransferHistoryQuery,
  useGetOrInitBalanceQuery,
  useGetAllBalancesQuery,
  // Pages of a list fetch the next one ahead, so turning the page shows it at once.
  usePrefetch: useStakingPrefetch,
} = stakingApi;
