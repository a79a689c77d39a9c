import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { LocaleProvider } from '@/lib/i18n/LocaleProvider';
import { THEME_STORAGE_KEY } from '@/lib/theme/themeSettings';
import { createAppTheme } from '../theme';
import { AppThemeProvider } from './AppThemeProvider';

function ThemeProbe() {
  const theme = useTheme();
  return (
    <p data-testid="theme">
      {JSON.stringify({
        primary: theme.palette.primary.main,
        direction: theme.direction,
        md: theme.breakpoints.values.md,
      })}
    </p>
  );
}

describe('AppThemeProvider', () => {
  it("gives MUI's components the app theme", () => {
    render(
      <LocaleProvider>
        <AppThemeProvider>
          <ThemeProbe />
          <Button variant="contained">Go</Button>
        </AppThemeProvider>
      </LocaleProvider>,
    );
    const primary = createAppTheme({ mode: 'light', accent: 'blue' }).palette.primary.main;
    expect(JSON.parse(screen.getByTestId('theme').textContent ?? '')).toEqual({ primary, direction: 'ltr', md: 768 });
    expect(getComputedStyle(screen.getByRole('button', { name: 'Go' })).getPropertyValue('--variant-containedBg')).toBe(
      primary,
    );
  });

  it('applies the remembered mode, accent and radius', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'dark', accent: 'pink', radius: 'none' }));
    render(
      <LocaleProvider>
        <AppThemeProvider>
          <ThemeProbe />
        </AppThemeProvider>
      </LocaleProvider>,
    );
    const primary = createAppTheme({ mode: 'dark', accent: 'pink' }).palette.primary.main;
    expect(JSON.parse(screen.getByTestId('theme').textContent ?? '').primary).toBe(primary);
    window.localStorage.clear();
  });
});
