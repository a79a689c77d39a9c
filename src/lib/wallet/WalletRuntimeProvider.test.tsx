import { useEffect, useLayoutEffect, useRef } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useConfig, useConnection } from 'wagmi';
import { createTestWalletRuntime } from '@/testing/renderWithProviders';
import { WAGMI_STORE_KEY } from './rememberedConnection';
import {
  useWalletRuntime,
  WalletReady,
  WalletRuntimeProvider,
  type WalletRuntime,
  type WalletRuntimeState,
} from './WalletRuntimeProvider';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let latest: WalletRuntimeState;
function Probe() {
  const state = useWalletRuntime();
  useLayoutEffect(() => {
    latest = state;
  }, [state]);
  return <p data-testid="status">{state.status}</p>;
}

/** Uses wagmi hooks: only valid once the runtime is ready. */
function WalletStatus() {
  const config = useConfig();
  const { status } = useConnection();
  return <p>{`wallet ${status} on ${config.chains.length} chains`}</p>;
}

const mounts = { count: 0 };
function MountCounter() {
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    mounts.count += 1;
  }, []);
  return <p>page</p>;
}

describe('WalletRuntimeProvider', () => {
  let runtime: WalletRuntime;
  beforeEach(() => {
    runtime = createTestWalletRuntime();
    mounts.count = 0;
  });

  it('renders its children at once, before the runtime has loaded, and never remounts them', async () => {
    const pending = deferred<WalletRuntime>();
    const loadRuntime = jest.fn(() => pending.promise);
    render(
      <WalletRuntimeProvider loadRuntime={loadRuntime} preload="on-demand">
        <MountCounter />
        <Probe />
        <WalletReady fallback={<p>wallet loading</p>}>
          <WalletStatus />
        </WalletReady>
      </WalletRuntimeProvider>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.getByText('wallet loading')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('loading'); // WalletReady asked for it

    await act(async () => pending.resolve(runtime));
    expect(screen.getByTestId('status')).toHaveTextContent('ready');
    expect(screen.getByText('wallet disconnected on 2 chains')).toBeInTheDocument();
    expect(screen.queryByText('wallet loading')).not.toBeInTheDocument();
    expect(latest.runtime).toBe(runtime);
    expect(mounts.count).toBe(1);
  });

  it('loads once however many callers ask', async () => {
    const pending = deferred<WalletRuntime>();
    const loadRuntime = jest.fn(() => pending.promise);
    render(
      <WalletRuntimeProvider loadRuntime={loadRuntime} preload="on-demand">
        <Probe />
        <WalletReady>
          <WalletStatus />
        </WalletReady>
        <WalletReady>
          <p>second</p>
        </WalletReady>
      </WalletRuntimeProvider>,
    );
    const calls = [latest.load(), latest.load()];
    await act(async () => pending.resolve(runtime));
    await expect(Promise.all([...calls, latest.load()])).resolves.toEqual([runtime, runtime, runtime]);
    expect(loadRuntime).toHaveBeenCalledTimes(1);
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  it('reports a failure and loads again when asked', async () => {
    const loadRuntime = jest
      .fn<Promise<WalletRuntime>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(runtime);
    render(
      <WalletRuntimeProvider loadRuntime={loadRuntime} preload="on-demand">
        <Probe />
        <WalletReady fallback={<p>wallet unavailable</p>}>
          <WalletStatus />
        </WalletReady>
      </WalletRuntimeProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(latest.error).toEqual(new Error('chunk failed'));
    expect(latest.runtime).toBeNull();
    expect(screen.getByText('wallet unavailable')).toBeInTheDocument();

    await act(async () => {
      await expect(latest.load()).resolves.toBe(runtime);
    });
    expect(latest).toMatchObject({ status: 'ready', error: null, runtime });
    expect(screen.getByText('wallet disconnected on 2 chains')).toBeInTheDocument();
    expect(loadRuntime).toHaveBeenCalledTimes(2);
  });

  it('is ready from the first render with a runtime at hand (tests)', () => {
    const loadRuntime = jest.fn(() => Promise.resolve(runtime));
    render(
      <WalletRuntimeProvider loadRuntime={loadRuntime} runtime={runtime}>
        <Probe />
        <WalletStatus />
      </WalletRuntimeProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('ready');
    expect(screen.getByText('wallet disconnected on 2 chains')).toBeInTheDocument();
    expect(loadRuntime).not.toHaveBeenCalled();
  });

  describe('when it loads without being asked', () => {
    const originalIdle = window.requestIdleCallback;
    const originalCancel = window.cancelIdleCallback;
    let idle: Array<() => void>;
    beforeEach(() => {
      idle = [];
      window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
      window.cancelIdleCallback = () => {};
    });
    afterEach(() => {
      cleanup(); // unmount while the stubs are in place
      window.requestIdleCallback = originalIdle;
      window.cancelIdleCallback = originalCancel;
    });

    it('loads at once on start-up when a wallet connection is remembered', async () => {
      window.localStorage.setItem(
        WAGMI_STORE_KEY,
        JSON.stringify({
          state: {
            connections: {
              __type: 'Map',
              value: [
                [
                  'uid-1',
                  {
                    accounts: ['0xd2135CfB216b74109775236E36d4b433F1DF507B'],
                    chainId: 97,
                    connector: { id: 'injected', name: 'Injected', type: 'injected', uid: 'uid-1' },
                  },
                ],
              ],
            },
            chainId: 97,
            current: 'uid-1',
          },
          version: 0,
        }),
      );
      const loadRuntime = jest.fn(() => Promise.resolve(runtime));
      render(
        <WalletRuntimeProvider loadRuntime={loadRuntime}>
          <Probe />
        </WalletRuntimeProvider>,
      );
      expect(loadRuntime).toHaveBeenCalledTimes(1);
      expect(idle).toHaveLength(0);
      await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
    });

    it('without a remembered connection: only when asked (choosing a wallet), never on idle', async () => {
      // What wagmi keeps after a disconnect: no connection.
      window.localStorage.setItem(
        WAGMI_STORE_KEY,
        JSON.stringify({
          state: { connections: { __type: 'Map', value: [] }, chainId: 97, current: null },
          version: 0,
        }),
      );
      const loadRuntime = jest.fn(() => Promise.resolve(runtime));
      render(
        <WalletRuntimeProvider loadRuntime={loadRuntime} preload="remembered">
          <Probe />
        </WalletRuntimeProvider>,
      );
      expect(idle).toHaveLength(0);
      expect(loadRuntime).not.toHaveBeenCalled();
      expect(screen.getByTestId('status')).toHaveTextContent('idle');
      await act(async () => {
        await latest?.load();
      });
      expect(loadRuntime).toHaveBeenCalledTimes(1);
      expect(screen.getByTestId('status')).toHaveTextContent('ready');
    });

    it('does not, on demand only', () => {
      const loadRuntime = jest.fn(() => Promise.resolve(runtime));
      render(
        <WalletRuntimeProvider loadRuntime={loadRuntime} preload="on-demand">
          <Probe />
        </WalletRuntimeProvider>,
      );
      expect(idle).toHaveLength(0);
      expect(loadRuntime).not.toHaveBeenCalled();
    });
  });

  it('needs the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useWalletRuntime must be used inside <WalletRuntimeProvider>.');
  });
});
