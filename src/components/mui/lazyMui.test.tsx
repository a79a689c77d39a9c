import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { AppThemeProvider } from '@/app/providers/AppThemeProvider';
import { LocaleProvider } from '@/lib/i18n/LocaleProvider';
import * as styleCache from '@/lib/i18n/styleCache';
import { createAppTheme } from '@/lib/theme/muiTheme';
import { THEME_STORAGE_KEY } from '@/lib/theme/themeSettings';
import { withMuiScope } from './lazyMui';

function Part({ label }: { label: string }) {
  const theme = useTheme();
  return <p>{`${label}: ${theme.palette.mode} ${theme.palette.primary.main} ${theme.direction}`}</p>;
}

describe('withMuiScope', () => {
  afterEach(() => window.localStorage.clear());

  it("renders a lazily loaded part with its props inside MUI's app theme", async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'dark', accent: 'green', radius: 'small' }));
    const LazyPart = lazy(withMuiScope(() => Promise.resolve({ default: Part })));
    render(
      <LocaleProvider>
        <AppThemeProvider>
          <Suspense fallback={<p>waiting</p>}>
            <LazyPart label="The part" />
          </Suspense>
        </AppThemeProvider>
      </LocaleProvider>,
    );
    const primary = createAppTheme({ mode: 'dark', accent: 'green' }).palette.primary.main;
    expect(await screen.findByText(`The part: dark ${primary} ltr`)).toBeInTheDocument();
  });

  it('renders a part in Arabic right to left, its mirroring style chunk fetched with the scope', async () => {
    let arrive: () => void = () => undefined;
    const real = styleCache.loadRtlStyleCache;
    const loadRtl = jest
      .spyOn(styleCache, 'loadRtlStyleCache')
      .mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)).then(real));
    function Indented({ label }: { label: string }) {
      return (
        <Box data-testid="indented" sx={{ marginLeft: '12px' }}>
          <Part label={label} />
        </Box>
      );
    }
    const LazyPart = lazy(withMuiScope(() => Promise.resolve({ default: Indented })));
    render(
      <LocaleProvider initialLocale="ar">
        <AppThemeProvider>
          <Suspense fallback={<p>waiting</p>}>
            <LazyPart label="The part" />
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

  it("fails as the part's loader fails", async () => {
    const failing = withMuiScope(() => Promise.reject(new Error('offline')));
    await expect(failing()).rejects.toThrow('offline');
  });
});
