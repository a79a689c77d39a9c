// SPEC.md section 5: transfer-history filters are sent only when set, and type 'all' never. The
// keys come out in one fixed order, so equal filters give the same URL.
import type { TransferHistoryFilters, TransferHistoryParams } from './types';

function setNumber(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function setString(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function toTransferHistoryParams(
  filters: TransferHistoryFilters | null | undefined = {},
): TransferHistoryParams {
  const { page, size, type, walletAddress, fromDate, toDate } = filters ?? {};
  const candidates: TransferHistoryParams = {
    page: setNumber(page),
    size: setNumber(size),
    type: type === 'in' || type === 'out' ? type : undefined,
    walletAddress: setString(walletAddress),
    fromDate: setString(fromDate),
    toDate: setString(toDate),
  };
  const params: TransferHistoryParams = {};
  for (const key of Object.keys(candidates) as (keyof TransferHistoryParams)[]) {
    if (candidates[key] !== undefined) Object.assign(params, { [key]: candidates[key] });
  }
  return params;
}
