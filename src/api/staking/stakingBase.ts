// The staking backend's API before its endpoints: base query, cache tags and lifetimes. Each
// resource's endpoints (./endpoints/) are injected into it by stakingApi.ts.
import { createApi } from '@reduxjs/toolkit/query/react';
import { getConfig } from '@/config/runtimeConfig';
import { createBaseQuery } from '../baseQuery';
import { catchMalformedResponse } from '../parse';

export const stakingBase = createApi({
  reducerPath: 'stakingApi',
  baseQuery: createBaseQuery(() => getConfig().stakingApiUrl),
  tagTypes: ['User', 'WalletVerification', 'Transaction', 'Balance', 'Transfer'],
  // SPEC.md section 9: data is fresh for 600000 ms, unused data is dropped after 5 minutes.
  refetchOnMountOrArgChange: 600,
  keepUnusedDataFor: 300,
  catchSchemaFailure: catchMalformedResponse,
  endpoints: () => ({}),
});

/** The `build` a resource's endpoints are made with. */
export type StakingBuilder = Parameters<Parameters<typeof stakingBase.injectEndpoints>[0]['endpoints']>[0];
