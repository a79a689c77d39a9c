// The connected account's native balance (SPEC.md section 9 format), read through the configured
// RPC URL; nothing is read on a chain the app does not configure.
import { useIntl } from 'react-intl';
import { formatUnits } from 'viem';
import { useBalance, useConnection } from 'wagmi';
import { useFormatters } from '@/lib/format';

export interface AccountBalance {
  /** "1.25 BNB"; null while unknown. */
  text: string | null;
  loading: boolean;
}

export function useAccountBalance(): AccountBalance {
  const intl = useIntl();
  const formatters = useFormatters();
  const connection = useConnection();
  const supported = connection.status === 'connected' && connection.chain !== undefined;
  const { data, isLoading } = useBalance({
    address: connection.address,
    chainId: connection.chainId,
    query: { enabled: supported },
  });
  if (!supported || !data) return { text: null, loading: supported && isLoading };
  const balance = formatters.balance(formatUnits(data.value, data.decimals));
  return {
    text: intl.formatMessage({ id: 'wallet.account.balance' }, { balance, symbol: data.symbol }),
    loading: false,
  };
}
