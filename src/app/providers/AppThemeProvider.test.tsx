import { act, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { MuiScope } from '@/components/mui/MuiScope';
import { LocaleProvider } from '@/lib/i18n/LocaleProvider';
import { createAppTheme } from '@/lib/theme/muiTheme';
import { useThemeSettings } from '@/lib/theme/ThemeSettingsProvider';
import { appPalette } from '@/lib/theme/palette';
import { THEME_STORAGE_KEY } from '@/lib/theme/themeSettings';
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

const rootVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('AppThemeProvider', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute('data-theme');
  });

  it("puts the theme's colours and corners on <html> as CSS variables, and follows a change", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'dark', accent: 'pink', radius: 'none' }));
    function Settings() {
      const { updateSettings } = useThemeSettings();
      return (
        <button type="button" onClick={() => updateSettings({ mode: 'light', accent: 'green', radius: 'medium' })}>
          Light green
        </button>
      );
    }
    render(
      <AppThemeProvider>
        <Settings />
      </AppThemeProvider>,
    );
    const dark = appPalette('dark', 'pink');
    expect(rootVariable('--app-primary')).toBe(dark.primary.main);
    expect(rootVariable('--app-on-primary')).toBe(dark.primary.contrastText);
    expect(rootVariable('--app-bg')).toBe(dark.background.default);
    expect(rootVariable('--app-text')).toBe(dark.text.primary);
    expect(rootVariable('--app-radius')).toBe('0px');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    act(() => screen.getByRole('button', { name: 'Light green' }).click());
    expect(rootVariable('--app-primary')).toBe(appPalette('light', 'green').primary.main);
    expect(rootVariable('--app-paper')).toBe(appPalette('light', 'green').background.paper);
    expect(rootVariable('--app-radius')).toBe('8px');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('leaves the default accent and radius to shell.css, and clears its own values when the settings return to them', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'dark', accent: 'blue', radius: 'large' }));
    function Settings() {
      const { updateSettings } = useThemeSettings();
      return (
        <>
          <button type="button" onClick={() => updateSettings({ accent: 'pink' })}>
            Pink
          </button>
          <button type="button" onClick={() => updateSettings({ accent: 'blue' })}>
            Blue
          </button>
        </>
      );
    }
    render(
      <AppThemeProvider>
        <Settings />
      </AppThemeProvider>,
    );
    expect(rootVariable('--app-primary')).toBe('');
    expect(document.documentElement.dataset.theme).toBe('dark');

    act(() => screen.getByRole('button', { name: 'Pink' }).click());
    expect(rootVariable('--app-primary')).toBe(appPalette('dark', 'pink').primary.main);

    act(() => screen.getByRole('button', { name: 'Blue' }).click());
    expect(rootVariable('--app-primary')).toBe('');
    expect(rootVariable('--app-radius')).toBe('');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it("gives MUI's components inside the MUI scope the app theme", () => {
    render(
      <LocaleProvider>
        <AppThemeProvider>
          <MuiScope>
            <ThemeProbe />
            <Button variant="contained">Go</Button>
          </MuiScope>
        </AppThemeProvider>
      </LocaleProvider>,
    );
    const primary = createAppTheme({ mode: 'light', accent: 'blue' }).palette.primary.main;
    expect(JSON.parse(screen.getByTestId('theme').textContent ?? '')).toEqual({ primary, direction: 'ltr', md: 768 });
    expect(getComputedStyle(screen.getByRole('button', { name: 'Go' })).getPropertyValue('--variant-containedBg')).toBe(
      primary,
    );
  });

  it('applies the remembered mode, accent and radius in the MUI scope', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'dark', accent: 'pink', radius: 'none' }));
    render(
      <LocaleProvider>
        <AppThemeProvider>
          <MuiScope>
            <ThemeProbe />
          </MuiScope>
        </AppThemeProvider>
      </LocaleProvider>,
    );
    const primary = createAppTheme({ mode: 'dark', accent: 'pink' }).palette.primary.main;
    expect(JSON.parse(screen.getByTestId('theme').textContent ?? '').primary).toBe(primary);
  });
});
