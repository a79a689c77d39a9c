import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { AppThemeProvider } from '@/app/providers/AppThemeProvider';
import { LocaleProvider } from '@/lib/i18n/LocaleProvider';
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

  it("fails as the part's loader fails", async () => {
    const failing = withMuiScope(() => Promise.reject(new Error('offline')));
    await expect(failing()).rejects.toThrow('offline');
  });
});
