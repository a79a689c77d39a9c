import { createQueryClient } from './queryClient';

describe('createQueryClient (SPEC.md section 9)', () => {
  it('keeps data fresh 600000 ms, retries once and drops unused data after 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject({
      staleTime: 600_000,
      retry: 1,
      gcTime: 300_000,
    });
  });
});
