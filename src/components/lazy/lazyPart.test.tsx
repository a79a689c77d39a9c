import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { AppThemeProvider } from '@/app/providers/AppThemeProvider';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LocaleProvider } from '@/lib/i18n/LocaleProvider';
import * as styleCache from '@/lib/i18n/styleCache';
import { createAppTheme } from '@/lib/theme/muiTheme';
import { THEME_STORAGE_KEY } from '@/lib/theme/themeSettings';
import { markFirstPageShown } from '@/lib/lazy/idle';
import { lazyPart } from './lazyPart';

function Part() {
  return <p>the part</p>;
}

type PartModule = { default: typeof Part };

function Themed({ label }: { label: string }) {
  const theme = useTheme();
  return <p>{`${label}: ${theme.palette.mode} ${theme.palette.primary.main} ${theme.direction}`}</p>;
}

describe('lazyPart', () => {
  afterEach(() => window.localStorage.clear());

  it('renders at once once preloaded', async () => {
    const Lazy = lazyPart(() => Promise.resolve({ default: Part }));
    expect(Lazy.isLoaded()).toBe(false);
    await act(() => Lazy.preload());
    expect(Lazy.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('the part')).toBeInTheDocument();
  });

  it('fetches once however often it is preloaded', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Part }));
    const Lazy = lazyPart(load);
    await act(() => Promise.all([Lazy.preload(), Lazy.preload()]));
    await act(() => Lazy.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a part that arrived while shown mounted when its host renders again', async () => {
    let arrive: (module: { default: typeof Counter }) => void = () => undefined;
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {`${label} ${count}`}
        </button>
      );
    }
    const Lazy = lazyPart(() => new Promise<{ default: typeof Counter }>((resolve) => (arrive = resolve)));
    const { rerender } = render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy label="first" />
      </Suspense>,
    );
    await act(async () => arrive({ default: Counter }));
    await userEvent.click(await screen.findByRole('button', { name: 'first 0' }));
    rerender(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy label="second" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'second 1' })).toBeInTheDocument();
  });

  it("shows a failed fetch in the boundary's fallback, whose retry fetches again and renders", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrive: (module: PartModule) => void = () => undefined;
    const load = jest
      .fn<Promise<PartModule>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    const Lazy = lazyPart(load);
    render(
      <ErrorBoundary
        onRetry={Lazy.preload}
        fallback={(_error, retry) => (
          <button type="button" onClick={retry}>
            Retry
          </button>
        )}
      >
        <Suspense fallback={<p>waiting</p>}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>,
    );
    await screen.findByRole('button', { name: 'Retry' });
    // The failure is shown, not fetched again behind the user's back.
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The boundary waits for the new fetch instead of showing the old failure again.
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive({ default: Part }));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries in a fresh boundary after preload', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<PartModule>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: Part });
    const Lazy = lazyPart(load);
    function Retrying() {
      const [attempt, setAttempt] = useState(0);
      const retry = () => {
        void Lazy.preload().catch(() => undefined);
        setAttempt((count) => count + 1);
      };
      return (
        <>
          <button type="button" onClick={retry}>
            Again
          </button>
          <ErrorBoundary key={attempt} fallback={() => <p>could not load</p>}>
            <Suspense fallback={<p>waiting</p>}>
              <Lazy />
            </Suspense>
          </ErrorBoundary>
        </>
      );
    }
    render(<Retrying />);
    expect(await screen.findByText('could not load')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('with prefetch idle, fetches when the browser is idle after the first page', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Part }));
    const Lazy = lazyPart(load, { prefetch: 'idle' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(load).not.toHaveBeenCalled();

    act(() => markFirstPageShown());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(Lazy.isLoaded()).toBe(true);
  });

  it("with mui, renders the part with its props inside MUI's app theme", async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'dark', accent: 'green', radius: 'small' }));
    const Lazy = lazyPart(() => Promise.resolve({ default: Themed }), { mui: true });
    render(
      <LocaleProvider>
        <AppThemeProvider>
          <Suspense fallback={<p>waiting</p>}>
            <Lazy label="The part" />
          </Suspense>
        </AppThemeProvider>
      </LocaleProvider>,
    );
    const primary = createAppTheme({ mode: 'dark', accent: 'green' }).palette.primary.main;
    expect(await screen.findByText(`The part: dark ${primary} ltr`)).toBeInTheDocument();
  });

  it('with mui, renders a part in Arabic right to left, its mirroring style chunk fetched with the scope', async () => {
    let arrive: () => void = () => undefined;
    const real = styleCache.loadRtlStyleCache;
    const loadRtl = jest
      .spyOn(styleCache, 'loadRtlStyleCache')
      .mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)).then(real));
    function Indented({ label }: { label: string }) {
      return (
        <Box data-testid="indented" sx={{ marginLeft: '12px' }}>
          <Themed label={label} />
        </Box>
      );
    }
    const Lazy = lazyPart(() => Promise.resolve({ default: Indented }), { mui: true });
    render(
      <LocaleProvider initialLocale="ar">
        <AppThemeProvider>
          <Suspense fallback={<p>waiting</p>}>
            <Lazy label="The part" />
          </Suspense>
        </AppThemeProvider>
      </LocaleProvider>,
    );
    // The part waits for the style chunk, so it never shows unmirrored for a frame.
    expect(await screen.findByText('waiting')).toBeInTheDocument();
    expect(loadRtl).toHaveBeenCalled();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId('indented')).not.toBeInTheDocument();

    await act(async () => arrive());
    const primary = createAppTheme({}).palette.primary.main;
    expect(await screen.findByText(`The part: light ${primary} rtl`)).toBeInTheDocument();
    // Mirrored: the start-side margin is on the right.
    const style = window.getComputedStyle(screen.getByTestId('indented'));
    expect(style.marginRight).toBe('12px');
    expect(style.marginLeft).toBe('');
  });

  it("with mui, fails as the part's loader fails", async () => {
    const Lazy = lazyPart(() => Promise.reject(new Error('offline')), { mui: true });
    await expect(Lazy.preload()).rejects.toThrow('offline');
  });
});
