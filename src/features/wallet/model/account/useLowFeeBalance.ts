// Whether the wallet's BNB cannot pay a typical deposit's fee, estimated as the deposit form does.
// Nothing is said while any of it is unknown.
import { useBalance, useConnection, useEstimateGas, useGasPrice } from 'wagmi';
import { moneyContracts } from '@/lib/money/contracts';

/** The deposit contract; none when its configured address is refused (the runtime says so elsewhere). */
function depositContract(chainId: number) {
  try {
    return moneyContracts(chainId).deposit;
  } catch {
    return undefined;
  }
}

export function useLowFeeBalance(): { fee: bigint } | null {
  const connection = useConnection();
  const chainId = connection.chain ? connection.chainId : undefined;
  const enabled = connection.status === 'connected' && chainId !== undefined && depositContract(chainId) !== undefined;
  const balance = useBalance({ address: connection.address, chainId, query: { enabled } });
  const gas = useEstimateGas({
    account: connection.address,
    chainId,
    to: chainId !== undefined ? depositContract(chainId) : undefined,
    value: 1n,
    query: { enabled, retry: false },
  });
  const gasPrice = useGasPrice({ chainId, query: { enabled } });
  if (!enabled || balance.data === undefined || gas.data === undefined || gasPrice.data === undefined) return null;
  const fee = ((gas.data * 120n + 99n) / 100n) * gasPrice.data;
  return balance.data.value < fee ? { fee } : null;
}
