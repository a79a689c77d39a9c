// The wallet side of "Add USDT" / "Add VOTE": decimals() read once per contract and kept, then
// wallet_watchAsset through the connected wallet. Needs the wallet runtime (wagmi).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { erc20Abi } from 'viem';
import { useConfig, useConnection } from 'wagmi';
import { readContract, watchAsset } from 'wagmi/actions';
import { getConfig } from '@/config/runtimeConfig';
import {
  WATCHABLE_TOKENS,
  addTokenToWallet,
  tokenAddress,
  type WatchAssetOutcome,
  type WatchableToken,
} from '@/lib/wallet/watchAsset';

export interface AddTokenResult {
  token: WatchableToken;
  address: `0x${string}`;
  outcome: WatchAssetOutcome;
}

export interface TokenChoice {
  token: WatchableToken;
  address: `0x${string}`;
}

/** The tokens of the wallet's chain; none when it is not connected or on a chain we do not configure. */
function tokensOn(chainId: number | undefined): TokenChoice[] {
  if (chainId === undefined) return [];
  try {
    return WATCHABLE_TOKENS.map((token) => ({ token, address: tokenAddress(getConfig(), chainId, token) }));
  } catch {
    return [];
  }
}

export function useAddToken() {
  const wagmiConfig = useConfig();
  const queryClient = useQueryClient();
  const connection = useConnection();
  const chainId = connection.status === 'connected' ? connection.chainId : undefined;
  const [pending, setPending] = useState<WatchableToken | null>(null);
  const [result, setResult] = useState<(AddTokenResult & { chainId: number }) | null>(null);

  const add = useCallback(
    async ({ token, address }: TokenChoice) => {
      if (chainId === undefined) return;
      setPending(token);
      setResult(null);
      const readDecimals = () =>
        queryClient.fetchQuery({
          queryKey: ['token', 'decimals', chainId, address.toLowerCase()],
          queryFn: () => readContract(wagmiConfig, { chainId, address, abi: erc20Abi, functionName: 'decimals' }),
          // A contract's decimals never change.
          staleTime: Infinity,
        });
      const watch = (parameters: Parameters<typeof watchAsset>[1]) => watchAsset(wagmiConfig, parameters);
      const outcome = await addTokenToWallet({ token, address, origin: window.location.origin, readDecimals, watch });
      setResult({ token, address, outcome, chainId });
      setPending(null);
    },
    [chainId, queryClient, wagmiConfig],
  );

  return {
    tokens: tokensOn(chainId),
    pending,
    // An answer about another chain's contract would show the wrong address.
    result: result && result.chainId === chainId ? result : null,
    add,
  };
}
