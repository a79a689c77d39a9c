import { createStore, type Reducer } from 'redux';
import { ActionCreators, instrument, type LiftedStore } from '@redux-devtools/instrument';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { voteApi } from '@/api/vote/voteApi';
import { getConfig } from '@/config/runtimeConfig';
import { walletConnectionObserved } from '@/lib/wallet/walletSlice';
// The frame's pending-money chunk, which registers the journal's section when it loads.
import '@/features/balances/model/tracking/useTracker';
import { ErrorFallback } from '@/components/ErrorFallback';
import { buildDiagnosticsExport, type DiagnosticsExport } from '@/lib/diagnostics/diagnostics';
import { recordError } from '@/lib/diagnostics/errorLog';
import { storeUserRpcUrl } from '@/lib/wallet/userRpcUrls';
import { activeRecorder, RECORDED_ACTIONS } from '@/lib/diagnostics/recorder';
import {
  PENDING_MONEY_STORAGE_KEY,
  sessionExpired,
  signedIn,
  signedOut,
  storeTokens,
  walletVerificationChecked,
} from '@/lib/session';
import { trackedTransaction } from '@/features/balances/testing/trackedTransaction';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { AuthControls } from './layout/AuthControls';
import { rootReducer } from '@/lib/store/state';
import { makeStore } from './store';

const USER = { id: 'u1', email: 'ann.person@mail.test', username: 'ann', name: 'Ann Person', wallet_address: null };
const TOKEN = 'tok-0123456789-secret';
const SESSION = 'sid-9876543210-secret';
const WALLET = '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9';

/** A store that has lived a little: signed in, a wallet, reads of the vote API, more than 50 actions. */
async function usedStore() {
  const { store } = makeStore({ persist: false });
  storeTokens({ access_token: TOKEN, session_id: SESSION });
  store.dispatch(signedIn({ user: USER }));
  store.dispatch(
    walletConnectionObserved({ status: 'connected', address: WALLET, chainId: 97, connectorId: 'injected' }),
  );
  for (const period of ['hour', 'day', 'week'] as const)
    await store.dispatch(voteApi.endpoints.getVoteSummary.initiate(period));
  for (let index = 0; index < 60; index += 1) {
    store.dispatch(
      walletConnectionObserved({
        status: 'connected',
        address: WALLET,
        chainId: index % 2 ? 97 : 56,
        connectorId: 'injected',
      }),
    );
  }
  // Something secret-shaped in an action, as a second line of defence would meet it.
  store.dispatch({
    type: 'test/leak',
    payload: { password: 'hunter22', note: `Bearer ${TOKEN}`, jwt: 'eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl' },
  });
  return store;
}

function exportOf(includePersonal: boolean): { data: DiagnosticsExport; json: string } {
  const data = buildDiagnosticsExport({
    includePersonal,
    locale: 'vi-VN',
    config: getConfig(),
    now: new Date('2026-11-23T10:00:00Z'),
  });
  const json = JSON.stringify(data);
  return { data, json };
}

/** A fresh store instrumented as Redux DevTools does, with the export imported into it. */
function importIntoDevTools(json: string) {
  const devStore = createStore(rootReducer as Reducer, instrument()) as ReturnType<typeof createStore> & {
    liftedStore: LiftedStore<unknown, { type: string }, unknown>;
  };
  devStore.liftedStore.dispatch(ActionCreators.importState(JSON.parse(json)));
  return devStore;
}

describe('the support export', () => {
  it('is a DevTools lifted state of the last 50 actions that replays to the same state', async () => {
    const store = await usedStore();
    const { data, json } = exportOf(false);

    expect(Object.keys(data.actionsById)).toHaveLength(RECORDED_ACTIONS + 1);
    expect(data.stagedActionIds).toEqual(Array.from({ length: RECORDED_ACTIONS + 1 }, (_, id) => id));
    expect(data.currentStateIndex).toBe(RECORDED_ACTIONS);
    expect(data.nextActionId).toBe(RECORDED_ACTIONS + 1);
    expect(data.computedStates).toHaveLength(RECORDED_ACTIONS + 1);
    expect(data.actionsById[RECORDED_ACTIONS]?.action).toMatchObject({ type: 'test/leak' });

    // Imported (and recomputed by replaying the actions through the app's reducer), DevTools
    // reaches the state the file says, which is the app's state as it was.
    const devStore = importIntoDevTools(json);
    const lifted = devStore.liftedStore.getState() as {
      computedStates: Array<{ state: unknown; error?: string }>;
      currentStateIndex: number;
    };
    expect(lifted.currentStateIndex).toBe(RECORDED_ACTIONS);
    expect(lifted.computedStates.every((entry) => entry.error === undefined)).toBe(true);
    const replayed = JSON.parse(JSON.stringify(devStore.getState())) as unknown;
    expect(replayed).toEqual(data.computedStates[RECORDED_ACTIONS]?.state);
    expect(replayed).toMatchObject({ wallet: { status: 'connected', address: WALLET, chainId: 97 } });
    const appState = JSON.parse(JSON.stringify(store.getState())) as { voteApi: unknown; wallet: unknown };
    expect(replayed).toMatchObject({ voteApi: appState.voteApi, wallet: appState.wallet });
  });

  it('holds no secret, and the name and email only when the user agrees', async () => {
    await usedStore();
    recordError('app', new Error(`Request failed for ${USER.email}`));
    const { data, json } = exportOf(false);
    for (const secret of [
      TOKEN,
      SESSION,
      'test-client-secret',
      'test-name-key',
      'hunter22',
      'eyJhbGciOi',
      USER.email,
      USER.name,
    ]) {
      expect(json).not.toContain(secret);
    }
    expect(json).toContain('[redacted personal data]');
    expect(data.diagnostics).toMatchObject({
      locale: 'vi-VN',
      personalDataIncluded: false,
      config: { clientSecret: '[redacted]', nameLookupApiKey: '[redacted]', stakingApiUrl: 'http://staking.test' },
      walletStatus: { status: 'connected', address: WALLET },
      pendingMoneyJournal: { entries: [], finished: [] },
    });
    expect(data.diagnostics.lastErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'app', message: 'Error: Request failed for [redacted personal data]' }),
      ]),
    );
    // Still replayable with the redactions.
    expect(JSON.parse(JSON.stringify(importIntoDevTools(json).getState()))).toEqual(data.computedStates.at(-1)?.state);

    const withPersonal = exportOf(true).json;
    expect(withPersonal).toContain(USER.email);
    expect(withPersonal).toContain(USER.name);
    for (const secret of [TOKEN, SESSION, 'test-client-secret', 'hunter22']) expect(withPersonal).not.toContain(secret);
  });

  it("redacts the user's own RPC URL, which may hold a provider's key, wherever it appears", async () => {
    await usedStore();
    const own = 'https://bsc.provider.test/v1/0123456789abcdef';
    storeUserRpcUrl(56, own);
    recordError('app', new Error(`HTTP request failed. URL: ${own}`));
    const { data, json } = exportOf(true);
    expect(json).not.toContain('0123456789abcdef');
    expect(data.diagnostics.lastErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Error: HTTP request failed. URL: [redacted]' })]),
    );
  });

  it('is offered on the error page, with personal data left out unless ticked', async () => {
    await usedStore();
    const user = userEvent.setup();
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:diagnostics';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<ErrorFallback error={new Error('Boom')} />);

    await user.click(screen.getByRole('button', { name: 'Download diagnostics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download diagnostics for support' });
    expect(within(dialog).getByRole('checkbox', { name: 'Include my name and email' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    expect(click).toHaveBeenCalledTimes(1);
    const text = await created[0]?.text();
    expect(text).toContain('"actionsById"');
    expect(text).not.toContain(USER.email);
    expect(text).not.toContain(TOKEN);
  });

  it('is offered to the signed-in user beside their name, in Vietnamese too', async () => {
    const { user } = renderWithProviders(<AuthControls />, {
      locale: 'vi-VN',
      preloadedState: { auth: { user: USER, walletVerified: false } },
    });
    await user.click(screen.getByRole('button', { name: 'Tải thông tin chẩn đoán' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tải thông tin chẩn đoán cho bộ phận hỗ trợ' });
    expect(within(dialog).getByRole('checkbox', { name: 'Kèm tên và email của tôi' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('when the session changes hands', () => {
    const BOB = {
      id: 'u2',
      email: 'bob.other@mail.test',
      username: 'bobby',
      name: 'Bob Other',
      wallet_address: null,
    };
    const annValues = [USER.email, USER.name, 'Person'];

    it.each([
      ['a sign-out', () => signedOut()],
      ['a session that ends', () => sessionExpired()],
    ])('after %s, holds nothing of the previous user, even with the box ticked', async (_name, end) => {
      const store = await usedStore();
      recordError('app', new Error(`Request failed for ${USER.email}`));
      store.dispatch(end());
      // What the next visitor at the tab does before the error page.
      store.dispatch({ type: 'test/after', payload: { note: 'nothing personal' } });

      for (const includePersonal of [true, false]) {
        const { data, json } = exportOf(includePersonal);
        for (const value of annValues) expect(json).not.toContain(value);
        // The history starts at the sign-out: none of the previous user's 50 actions is left.
        expect(Object.keys(data.actionsById)).toHaveLength(2);
        expect(data.actionsById[1]?.action).toMatchObject({ type: 'test/after' });
        expect(data.committedState).toMatchObject({ auth: { user: null } });
        expect(data.diagnostics.lastErrors).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ message: 'Error: Request failed for [redacted personal data]' }),
          ]),
        );
      }
    });

    it("after another user signs in, holds none of the first user's values, and the second's only when ticked", async () => {
      const store = await usedStore();
      recordError('app', new Error(`${USER.name} could not load`));
      store.dispatch(signedIn({ user: BOB }));
      store.dispatch({ type: 'test/after', payload: { owner: { name: BOB.name, email: BOB.email } } });
      expect(
        activeRecorder()
          ?.history()
          .entries.map((entry) => entry.action.type),
      ).toEqual(['test/after']);

      const ticked = exportOf(true).json;
      for (const value of annValues) expect(ticked).not.toContain(value);
      expect(ticked).toContain(BOB.email);
      expect(ticked).toContain(BOB.name);

      const { json } = exportOf(false);
      for (const value of [...annValues, BOB.email, BOB.name, BOB.username]) expect(json).not.toContain(value);
      // By key too: a name or email anywhere, whoever it belongs to.
      expect(JSON.parse(json)).toMatchObject({
        actionsById: { 1: { action: { payload: { owner: { name: '[redacted personal data]' } } } } },
      });
    });

    it("holds only the signed-in user's verified wallet's money journal, none of another user's on the device", async () => {
      const walletA = '0x1111111111111111111111111111111111111111';
      const walletB = '0x2222222222222222222222222222222222222222';
      const hashOf = (digit: string) => `0x${digit.repeat(64)}` as `0x${string}`;
      const entry = (wallet: string, digit: string) =>
        trackedTransaction({ key: `deposit:97:${wallet}:${digit}`, wallet: wallet as never, hash: hashOf(digit) });
      const finished = (wallet: string, digit: string) => ({
        ...entry(wallet, digit),
        outcome: 'successful',
        finishedAt: 5_000,
      });
      localStorage.setItem(
        PENDING_MONEY_STORAGE_KEY,
        JSON.stringify({
          v: 1,
          entries: [entry(walletA, 'a'), entry(walletB, 'b')],
          finished: [finished(walletA, 'c'), finished(walletB, 'd')],
        }),
      );
      const store = await usedStore();
      const journal = () => JSON.stringify(exportOf(true).data.diagnostics.pendingMoneyJournal);

      store.dispatch(signedIn({ user: { ...BOB, wallet_address: walletB } }));
      // Not verified yet this session: nothing of the journal.
      expect(JSON.parse(journal())).toEqual({ entries: [], finished: [] });

      store.dispatch(walletVerificationChecked({ verified: true }));
      const { data, json } = exportOf(false);
      expect(data.diagnostics.pendingMoneyJournal).toEqual({
        entries: [expect.objectContaining({ wallet: walletB, hash: hashOf('b') })],
        finished: [expect.objectContaining({ wallet: walletB, hash: hashOf('d') })],
      });
      for (const value of [walletA, hashOf('a'), hashOf('c')]) expect(json).not.toContain(value);

      store.dispatch(signedOut());
      expect(JSON.parse(journal())).toEqual({ entries: [], finished: [] });
    });

    it('redacts values under personal keys that belong to nobody the page knows', async () => {
      const store = await usedStore();
      store.dispatch({
        type: 'test/stranger',
        payload: { contact: { email: 'someone@else.test', username: 'stranger1', name: 'Some One' } },
      });
      for (const includePersonal of [true, false]) {
        const { json } = exportOf(includePersonal);
        for (const value of ['someone@else.test', 'stranger1', 'Some One']) expect(json).not.toContain(value);
      }
    });
  });
});
