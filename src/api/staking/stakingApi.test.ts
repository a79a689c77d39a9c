import { http, HttpResponse } from 'msw';
import { holdSecret } from '@/api/secretHandle';
import { server } from '@/testing/mocks/server';
import { makeApiStore, recordRequests, seedTokens, STAKING, until } from '@/testing/apiTestUtils';
import { GENERIC_REQUEST_ERROR } from '../http';
import { stakingApi } from './stakingApi';

const PASSWORD = 'pw-Very-S3cret-123';
const SIGNATURE = `0x${'ab'.repeat(65)}`;
const ACCESS = 'access-SECRET-token-1';
const SESSION = 'session-SECRET-id-1';
const NEW_ACCESS = 'access-NEW-secret-2';
const NEW_SESSION = 'session-NEW-secret-2';
const CLIENT_SECRET = 'test-client-secret';
const SECRETS = [PASSWORD, SIGNATURE, ACCESS, SESSION, NEW_ACCESS, NEW_SESSION, CLIENT_SECRET];

const WALLET = '0x1111111111111111111111111111111111111111';
const OTHER_WALLET = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'cd'.repeat(32)}`;
const user = { id: 'u1', email: 'alice@example.org', username: 'alice', name: 'Alice', wallet_address: null };
const transaction = {
  id: 't1',
  hash: HASH,
  type: 1,
  status: 2,
  currency_symbol: 'BNB',
  to_currency_symbol: null,
  amount: '0.5',
  wallet_address: WALLET,
  chain_id: 97,
  created_at: '2026-11-21T10:00:00Z',
};
const transfer = {
  id: 'tr1',
  from_wallet_address: WALLET,
  to_wallet_address: OTHER_WALLET,
  amount: 3,
  type: 'out',
  created_at: '2026-11-21T10:00:00Z',
};
const balance = { wallet_address: WALLET, currency_symbol: 'VOTE', amount: '10' };
const page = <T>(items: T[]) => ({ items, page: 1, size: 20, total: items.length });
/** The page as the app keeps it: the size asked for, and no row skipped. */
const parsed = <T>(items: T[], size = 20) => ({ ...page(items), size, skipped: 0 });

function expectNoSecrets(text: string) {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

describe('stakingApi: secrets never enter the store', () => {
  it('register sends the password taken from its handle, with client_id and no token, and returns only the user', async () => {
    seedTokens(ACCESS, SESSION);
    let seen: { url: string; auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${STAKING}/api/user/register`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        seen = { url: request.url, auth: request.headers.get('authorization'), body };
        // A careless backend echoing the password and a token must not leak them into the store.
        return HttpResponse.json({ ...user, password: body.password, access_token: ACCESS }, { status: 201 });
      }),
    );
    const { store, dump } = makeApiStore();

    const result = await store.dispatch(
      stakingApi.endpoints.register.initiate({
        email: user.email,
        username: 'alice',
        name: 'Alice',
        password: holdSecret(PASSWORD),
      }),
    );

    expect(result).toEqual({ data: user });
    expect(seen).toEqual({
      url: `${STAKING}/api/user/register?client_id=production`,
      auth: null,
      body: { email: user.email, username: 'alice', password: PASSWORD, name: 'Alice' },
    });
    expectNoSecrets(dump());
  });

  it('register keeps a failure as a plain ApiError, and a used handle is never sent again', async () => {
    const requests = recordRequests(server);
    server.use(
      http.post(`${STAKING}/api/user/register`, () =>
        HttpResponse.json({ error: 'Email already taken' }, { status: 409 }),
      ),
    );
    const { store, dump } = makeApiStore();
    const password = holdSecret(PASSWORD);
    const args = { email: user.email, username: 'alice', name: 'Alice', password };

    const first = await store.dispatch(stakingApi.endpoints.register.initiate(args));
    const second = await store.dispatch(stakingApi.endpoints.register.initiate(args));

    expect(first).toEqual({ error: { kind: 'http', status: 409, message: 'Email already taken', fromServer: true } });
    expect(second).toEqual({ error: { kind: 'http', status: 0, message: GENERIC_REQUEST_ERROR } });
    expect(requests).toHaveLength(1);
    expectNoSecrets(dump());
  });

  it('logout posts the stored session id with the bearer token and returns null', async () => {
    seedTokens(ACCESS, SESSION);
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${STAKING}/api/auth/logout`, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store, dump } = makeApiStore();

    const result = await store.dispatch(stakingApi.endpoints.logout.initiate());

    expect(result).toEqual({ data: null });
    expect(seen).toEqual({ auth: `Bearer ${ACCESS}`, body: { session_id: SESSION } });
    expect(window.localStorage.getItem('session_id')).toBe(SESSION); // clearing is the caller's job
    expectNoSecrets(dump());
  });

  it('logout without a stored session makes no request', async () => {
    const requests = recordRequests(server);
    const { store } = makeApiStore();
    await expect(store.dispatch(stakingApi.endpoints.logout.initiate())).resolves.toEqual({ data: null });
    expect(requests).toHaveLength(0);
  });

  describe.each([
    ['verifyWallet', '/api/auth/verify-wallet'],
    ['updateWallet', '/api/auth/update-wallet'],
  ] as const)('%s', (endpoint, path) => {
    const message = `example.org wants you to sign in with your Ethereum account:\n${WALLET}\n\nNonce: abcdef1234`;

    it('posts {signature, wallet_address, message} with the signature taken from its handle; only the verification is kept', async () => {
      seedTokens(ACCESS, SESSION);
      let seen: { auth: string | null; body: unknown } | undefined;
      server.use(
        http.post(`${STAKING}${path}`, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          seen = { auth: request.headers.get('authorization'), body };
          return HttpResponse.json({ verified: true, wallet_address: WALLET, signature: body.signature });
        }),
      );
      const { store, dump } = makeApiStore();

      const result = await store.dispatch(
        stakingApi.endpoints[endpoint].initiate({ wallet_address: WALLET, message, signature: holdSecret(SIGNATURE) }),
      );

      expect(result).toEqual({ data: { verified: true, wallet_address: WALLET } });
      expect(seen).toEqual({
        auth: `Bearer ${ACCESS}`,
        body: { signature: SIGNATURE, wallet_address: WALLET, message },
      });
      expectNoSecrets(dump());
    });

    it('resends the signature after a 401 and a refresh, still without it entering the store', async () => {
      seedTokens(ACCESS, SESSION);
      const bodies: unknown[] = [];
      server.use(
        http.post(`${STAKING}/api/auth/refresh`, () =>
          HttpResponse.json({ access_token: NEW_ACCESS, session_id: NEW_SESSION }),
        ),
        http.post(`${STAKING}${path}`, async ({ request }) => {
          bodies.push(await request.json());
          return request.headers.get('authorization') === `Bearer ${NEW_ACCESS}`
            ? HttpResponse.json({ verified: true, wallet_address: WALLET })
            : HttpResponse.json({ error: 'expired' }, { status: 401 });
        }),
      );
      const { store, dump } = makeApiStore();

      const result = await store.dispatch(
        stakingApi.endpoints[endpoint].initiate({ wallet_address: WALLET, message, signature: holdSecret(SIGNATURE) }),
      );

      expect(result).toEqual({ data: { verified: true, wallet_address: WALLET } });
      expect(bodies).toEqual([
        { signature: SIGNATURE, wallet_address: WALLET, message },
        { signature: SIGNATURE, wallet_address: WALLET, message },
      ]);
      expectNoSecrets(dump());
    });

    it('invalidates User and WalletVerification', async () => {
      seedTokens(ACCESS, SESSION);
      const calls = { userinfo: 0, verified: 0 };
      server.use(
        http.get(`${STAKING}/api/auth/userinfo`, () => {
          calls.userinfo += 1;
          return HttpResponse.json(user);
        }),
        http.post(`${STAKING}/api/auth/check-wallet-verified`, () => {
          calls.verified += 1;
          return HttpResponse.json({
            verified: calls.verified > 1,
            wallet_address: calls.verified > 1 ? WALLET : null,
          });
        }),
        http.post(`${STAKING}${path}`, () => HttpResponse.json({ verified: true, wallet_address: WALLET })),
      );
      const { store } = makeApiStore();
      const userSub = store.dispatch(stakingApi.endpoints.getUserInfo.initiate());
      const verifiedSub = store.dispatch(stakingApi.endpoints.checkWalletVerified.initiate());
      await Promise.all([userSub, verifiedSub]);

      await store.dispatch(
        stakingApi.endpoints[endpoint].initiate({ wallet_address: WALLET, message, signature: holdSecret(SIGNATURE) }),
      );

      await until(() => calls.userinfo === 2 && calls.verified === 2);
      await until(() => stakingApi.endpoints.checkWalletVerified.select()(store.getState()).data?.verified === true);
      userSub.unsubscribe();
      verifiedSub.unsubscribe();
    });
  });
});

describe('stakingApi: transfer rules', () => {
  it.each([
    [
      'transferVote',
      (store: ReturnType<typeof makeApiStore>['store']) =>
        store.dispatch(
          stakingApi.endpoints.transferVote.initiate({
            walletAddress: WALLET,
            toWalletAddress: OTHER_WALLET,
            amount: 3,
          }),
        ),
    ],
    [
      'getTransferHistory',
      (store: ReturnType<typeof makeApiStore>['store']) =>
        store.dispatch(stakingApi.endpoints.getTransferHistory.initiate({ page: 1 })),
    ],
  ])("%s without a stored token fails at once with 'Authentication token not found'", async (_name, call) => {
    window.localStorage.setItem('session_id', SESSION); // a session id alone is not enough
    const requests = recordRequests(server);
    const { store, actionTypes } = makeApiStore();

    const result = await call(store);

    expect(result.error).toEqual({ kind: 'http', status: 401, message: 'Authentication token not found' });
    expect(requests).toHaveLength(0);
    expect(actionTypes()).not.toContain('session/expired');
  });

  it('getTransferHistory sends only the filters that are set, in the exact query', async () => {
    seedTokens(ACCESS, SESSION);
    const urls: string[] = [];
    server.use(
      http.get(`${STAKING}/api/user-balance/transfer-history`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json(page([transfer]));
      }),
    );
    const { store } = makeApiStore();

    const full = await store.dispatch(
      stakingApi.endpoints.getTransferHistory.initiate({
        page: 2,
        size: 10,
        type: 'in',
        walletAddress: WALLET,
        fromDate: '2026-11-01T00:00:00+07:00',
        toDate: '2026-11-30T23:59:59.999+07:00',
      }),
    );
    await store.dispatch(
      stakingApi.endpoints.getTransferHistory.initiate({ type: 'all', page: undefined, fromDate: '' }),
    );
    await store.dispatch(stakingApi.endpoints.getTransferHistory.initiate({ type: 'out', size: 5 }));

    expect(full.data).toEqual(parsed([transfer], 10));
    expect(urls).toEqual([
      `${STAKING}/api/user-balance/transfer-history?page=2&size=10&type=in&walletAddress=${WALLET}` +
        '&fromDate=2026-11-01T00%3A00%3A00%2B07%3A00&toDate=2026-11-30T23%3A59%3A59.999%2B07%3A00',
      `${STAKING}/api/user-balance/transfer-history`,
      `${STAKING}/api/user-balance/transfer-history?size=5&type=out`,
    ]);
  });

  it('transferVote posts the transfer and invalidates Transfer and Balance', async () => {
    seedTokens(ACCESS, SESSION);
    const calls = { history: 0, balance: 0 };
    let body: unknown;
    server.use(
      http.get(`${STAKING}/api/user-balance/transfer-history`, () => {
        calls.history += 1;
        return HttpResponse.json(page([]));
      }),
      http.get(`${STAKING}/api/user-balance/get-or-init-balance`, () => {
        calls.balance += 1;
        return HttpResponse.json(balance);
      }),
      http.post(`${STAKING}/api/user-balance/transfer-vote`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(transfer, { status: 201 });
      }),
    );
    const { store } = makeApiStore();
    const historySub = store.dispatch(stakingApi.endpoints.getTransferHistory.initiate());
    const balanceSub = store.dispatch(
      stakingApi.endpoints.getOrInitBalance.initiate({ walletAddress: WALLET, currencySymbol: 'VOTE' }),
    );
    await Promise.all([historySub, balanceSub]);

    const result = await store.dispatch(
      stakingApi.endpoints.transferVote.initiate({ walletAddress: WALLET, toWalletAddress: OTHER_WALLET, amount: 3 }),
    );

    expect(result).toEqual({ data: transfer });
    expect(body).toEqual({ walletAddress: WALLET, toWalletAddress: OTHER_WALLET, amount: 3 });
    await until(() => calls.history === 2 && calls.balance === 2);
    historySub.unsubscribe();
    balanceSub.unsubscribe();
  });

  it('reports a failed transfer with the server message (the UI adds its default)', async () => {
    seedTokens(ACCESS, SESSION);
    server.use(
      http.post(`${STAKING}/api/user-balance/transfer-vote`, () =>
        HttpResponse.json({ error: 'Insufficient VOTE balance' }, { status: 400 }),
      ),
    );
    const { store } = makeApiStore();
    const result = await store.dispatch(
      stakingApi.endpoints.transferVote.initiate({ walletAddress: WALLET, toWalletAddress: OTHER_WALLET, amount: 3 }),
    );
    expect(result).toEqual({
      error: { kind: 'http', status: 400, message: 'Insufficient VOTE balance', fromServer: true },
    });
  });
});

describe('stakingApi: the two transaction reads are null on failure', () => {
  it('getTransactions sends page and size and returns the page', async () => {
    seedTokens(ACCESS, SESSION);
    let url = '';
    server.use(
      http.get(`${STAKING}/api/transaction`, ({ request }) => {
        url = request.url;
        return HttpResponse.json(page([transaction]));
      }),
    );
    const { store } = makeApiStore();
    const result = await store.dispatch(stakingApi.endpoints.getTransactions.initiate({ page: 2, size: 5 }));
    expect(url).toBe(`${STAKING}/api/transaction?page=2&size=5`);
    expect(result.data).toEqual(parsed([transaction], 5));
  });

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['a malformed body', () => HttpResponse.json({ items: 'nope' })],
    ['a body that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
  ])('getTransactions yields null data, not an error, on %s', async (_name, respond) => {
    seedTokens(ACCESS, SESSION);
    server.use(http.get(`${STAKING}/api/transaction`, respond));
    const { store } = makeApiStore();

    const result = await store.dispatch(stakingApi.endpoints.getTransactions.initiate());

    expect(result.status).toBe('fulfilled');
    expect(result.isError).toBe(false);
    expect(result.data).toBeNull();
    expect(result.error).toBeUndefined();
  });

  it('getTransactions still goes through re-auth on a 401 first', async () => {
    seedTokens(ACCESS, SESSION);
    let refreshes = 0;
    server.use(
      http.post(`${STAKING}/api/auth/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ access_token: NEW_ACCESS, session_id: NEW_SESSION });
      }),
      http.get(`${STAKING}/api/transaction`, ({ request }) =>
        request.headers.get('authorization') === `Bearer ${NEW_ACCESS}`
          ? HttpResponse.json(page([transaction]))
          : HttpResponse.json({ error: 'expired' }, { status: 401 }),
      ),
    );
    const { store, dump } = makeApiStore();

    const result = await store.dispatch(stakingApi.endpoints.getTransactions.initiate({ page: 1, size: 20 }));

    expect(refreshes).toBe(1);
    expect(result.data).toEqual(parsed([transaction]));
    expectNoSecrets(dump());
  });

  it('getTransactions yields null when the refresh fails, and the session still ends', async () => {
    seedTokens(ACCESS, SESSION);
    server.use(
      http.post(`${STAKING}/api/auth/refresh`, () => HttpResponse.json({ error: 'no' }, { status: 401 })),
      http.get(`${STAKING}/api/transaction`, () => HttpResponse.json({ error: 'expired' }, { status: 401 })),
    );
    const { store, actionTypes } = makeApiStore();

    const result = await store.dispatch(stakingApi.endpoints.getTransactions.initiate());

    expect(result.data).toBeNull();
    expect(actionTypes().filter((type) => type === 'session/expired')).toHaveLength(1);
  });

  it('getTransactionByHash reads one transaction, and yields null on a 404', async () => {
    seedTokens(ACCESS, SESSION);
    const other = `0x${'ef'.repeat(32)}` as const;
    server.use(
      http.get(`${STAKING}/api/transaction/hash/:hash`, ({ params }) =>
        params.hash === HASH
          ? HttpResponse.json(transaction)
          : HttpResponse.json({ error: 'Not found' }, { status: 404 }),
      ),
    );
    const { store } = makeApiStore();

    const found = await store.dispatch(stakingApi.endpoints.getTransactionByHash.initiate(HASH as `0x${string}`));
    const missing = await store.dispatch(stakingApi.endpoints.getTransactionByHash.initiate(other));

    expect(found.data).toEqual(transaction);
    expect(missing.data).toBeNull();
    expect(missing.isError).toBe(false);
  });

  it('createTransaction posts the body and invalidates Transaction and Balance', async () => {
    seedTokens(ACCESS, SESSION);
    const calls = { list: 0, byHash: 0, balances: 0 };
    let body: unknown;
    server.use(
      http.get(`${STAKING}/api/transaction`, () => {
        calls.list += 1;
        return HttpResponse.json(page(calls.list > 1 ? [transaction] : []));
      }),
      http.get(`${STAKING}/api/transaction/hash/:hash`, () => {
        calls.byHash += 1;
        return calls.byHash > 1
          ? HttpResponse.json(transaction)
          : HttpResponse.json({ error: 'Not found' }, { status: 404 });
      }),
      http.get(`${STAKING}/api/user-balance/all`, () => {
        calls.balances += 1;
        return HttpResponse.json([balance]);
      }),
      http.post(`${STAKING}/api/transaction`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(transaction, { status: 201 });
      }),
    );
    const { store } = makeApiStore();
    const subs = [
      store.dispatch(stakingApi.endpoints.getTransactions.initiate()),
      store.dispatch(stakingApi.endpoints.getTransactionByHash.initiate(HASH as `0x${string}`)),
      store.dispatch(stakingApi.endpoints.getAllBalances.initiate({ walletAddress: WALLET })),
    ] as const;
    await Promise.all(subs);
    const newTransaction = {
      type: 1,
      hash: HASH,
      currency_symbol: 'BNB',
      amount: '0.5',
      wallet_address: WALLET,
      chain_id: 97,
    } as const;

    const result = await store.dispatch(stakingApi.endpoints.createTransaction.initiate(newTransaction as never));

    expect(result).toEqual({ data: transaction });
    expect(body).toEqual(newTransaction);
    await until(() => calls.list === 2 && calls.byHash === 2 && calls.balances === 2);
    await until(
      () => stakingApi.endpoints.getTransactionByHash.select(HASH as `0x${string}`)(store.getState()).data?.id === 't1',
    );
    for (const sub of subs) sub.unsubscribe();
  });
});

describe('stakingApi: the other endpoints', () => {
  it('getUserInfo keeps only the user fields', async () => {
    seedTokens(ACCESS, SESSION);
    server.use(
      http.get(`${STAKING}/api/auth/userinfo`, () =>
        HttpResponse.json({
          ...user,
          wallet_address: WALLET,
          created_at: '2026-01-01T00:00:00Z',
          password_hash: 'x',
          session_id: SESSION,
        }),
      ),
    );
    const { store, dump } = makeApiStore();
    const result = await store.dispatch(stakingApi.endpoints.getUserInfo.initiate());
    expect(result.data).toEqual({ ...user, wallet_address: WALLET, created_at: '2026-01-01T00:00:00Z' });
    expectNoSecrets(dump());
  });

  it('connectWallet returns the nonce', async () => {
    seedTokens(ACCESS, SESSION);
    let auth: string | null = null;
    server.use(
      http.post(`${STAKING}/api/auth/connect-wallet`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ nonce: 'abcDEF123456' });
      }),
    );
    const { store } = makeApiStore();
    await expect(store.dispatch(stakingApi.endpoints.connectWallet.initiate())).resolves.toEqual({
      data: { nonce: 'abcDEF123456' },
    });
    expect(auth).toBe(`Bearer ${ACCESS}`);
  });

  it('verifySwapToken posts the quote request', async () => {
    seedTokens(ACCESS, SESSION);
    let body: unknown;
    const quote = { valid: true, rate: '1', receiveAmount: '10', fee: '0' };
    server.use(
      http.post(`${STAKING}/api/user-balance/verify-swap-token`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(quote);
      }),
    );
    const { store } = makeApiStore();
    const arg = { walletAddress: WALLET, fromCurrency: 'USDT', toCurrency: 'VOTE', amount: '10' } as const;
    const result = await store.dispatch(stakingApi.endpoints.verifySwapToken.initiate(arg));
    expect(result.data).toEqual(quote);
    expect(body).toEqual(arg);
  });

  it('getOrInitBalance and getAllBalances send the wallet (and currency) as query parameters', async () => {
    seedTokens(ACCESS, SESSION);
    const urls: string[] = [];
    server.use(
      http.get(`${STAKING}/api/user-balance/get-or-init-balance`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json(balance);
      }),
      http.get(`${STAKING}/api/user-balance/all`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json([balance, { ...balance, currency_symbol: 'USDT', amount: '1.25' }]);
      }),
    );
    const { store } = makeApiStore();
    const one = await store.dispatch(
      stakingApi.endpoints.getOrInitBalance.initiate({ walletAddress: WALLET, currencySymbol: 'VOTE' }),
    );
    const all = await store.dispatch(stakingApi.endpoints.getAllBalances.initiate({ walletAddress: WALLET }));
    expect(one.data).toEqual(balance);
    expect(all.data).toHaveLength(2);
    expect(urls).toEqual([
      `${STAKING}/api/user-balance/get-or-init-balance?walletAddress=${WALLET}&currencySymbol=VOTE`,
      `${STAKING}/api/user-balance/all?walletAddress=${WALLET}`,
    ]);
  });

  it.each([
    ['getAllBalances: an object instead of a list', `${STAKING}/api/user-balance/all`, {}],
    [
      'getAllBalances: an item without an amount',
      `${STAKING}/api/user-balance/all`,
      [{ wallet_address: WALLET, currency_symbol: 'BNB' }],
    ],
    ['getTransferHistory: items not an array', `${STAKING}/api/user-balance/transfer-history`, { items: 'nope' }],
    ['getTransferHistory: a list instead of a page', `${STAKING}/api/user-balance/transfer-history`, [transfer]],
    ['getTransferHistory: null', `${STAKING}/api/user-balance/transfer-history`, null],
  ])("answers a malformed body with a 'malformed' error, not a crash (%s)", async (name, url, body) => {
    seedTokens(ACCESS, SESSION);
    server.use(http.get(url, () => HttpResponse.json(body)));
    const { store } = makeApiStore();
    const result = name.startsWith('getAllBalances')
      ? await store.dispatch(stakingApi.endpoints.getAllBalances.initiate({ walletAddress: WALLET }))
      : await store.dispatch(stakingApi.endpoints.getTransferHistory.initiate());
    expect(result.error).toEqual({ kind: 'malformed', status: 200, message: GENERIC_REQUEST_ERROR });
    expect(result.data).toBeUndefined();
  });

  it('keeps every error in the store a plain, serializable ApiError', async () => {
    seedTokens(ACCESS, SESSION);
    server.use(
      http.get(`${STAKING}/api/user-balance/all`, () =>
        HttpResponse.json({ error: 'Unknown wallet' }, { status: 400 }),
      ),
    );
    const { store } = makeApiStore();
    await store.dispatch(stakingApi.endpoints.getAllBalances.initiate({ walletAddress: WALLET }));
    const entry = stakingApi.endpoints.getAllBalances.select({ walletAddress: WALLET })(store.getState());
    expect(entry.error).toEqual({ kind: 'http', status: 400, message: 'Unknown wallet', fromServer: true });
    expect(JSON.parse(JSON.stringify(entry.error))).toEqual(entry.error);
  });
});

describe('stakingApi: lists that tell the truth', () => {
  it('getTransactions skips and counts malformed rows (a negative chain id too), and cuts the page to the size asked for', async () => {
    const rows = [
      transaction,
      { ...transaction, id: 'bad', amount: 12 },
      { ...transaction, id: 'neg', chain_id: -97 },
      ...Array.from({ length: 8 }, (_, index) => ({ ...transaction, id: `more${index}` })),
    ];
    server.use(
      http.get(`${STAKING}/api/transaction`, () => HttpResponse.json({ items: rows, page: 1, size: 100, total: 11 })),
    );
    const { store } = makeApiStore();
    const result = await store.dispatch(stakingApi.endpoints.getTransactions.initiate({ page: 1, size: 5 }));
    expect(result.data).toMatchObject({ page: 1, size: 5, total: 11, skipped: 2 });
    expect(result.data?.items.map((row) => row.id)).toEqual([transaction.id, 'more0', 'more1', 'more2', 'more3']);
  });

  it.each([
    ['a negative total', { total: -1 }],
    ['a page below 1', { page: 0 }],
    ['a negative size', { size: -20 }],
  ])('getTransactions refuses %s (null, as any failure)', async (_name, counts) => {
    server.use(http.get(`${STAKING}/api/transaction`, () => HttpResponse.json({ ...page([transaction]), ...counts })));
    const { store } = makeApiStore();
    const result = await store.dispatch(stakingApi.endpoints.getTransactions.initiate({ page: 1, size: 20 }));
    expect(result.data).toBeNull();
  });

  it('getTransferHistory skips a transfer of a negative amount and cuts to the default size 20 when none is asked', async () => {
    seedTokens(ACCESS, SESSION);
    const rows = [
      { ...transfer, id: 'neg', amount: -5 },
      ...Array.from({ length: 25 }, (_, index) => ({ ...transfer, id: `t${index}` })),
    ];
    server.use(
      http.get(`${STAKING}/api/user-balance/transfer-history`, () =>
        HttpResponse.json({ items: rows, page: 1, size: 26, total: 26 }),
      ),
    );
    const { store } = makeApiStore();
    const result = await store.dispatch(stakingApi.endpoints.getTransferHistory.initiate({}));
    expect(result.data).toMatchObject({ size: 20, total: 26, skipped: 1 });
    expect(result.data?.items).toHaveLength(20);
  });
});
