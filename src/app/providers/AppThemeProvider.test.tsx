import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { LocaleProvider } from '@/lib/i18n/LocaleProvider';
import { accents } from '../theme';
import { AppThemeProvider } from './AppThemeProvider';

function ThemeProbe() {
  const theme = useTheme();
  return <p data-testid="theme">{JSON.stringify({ primary: theme.palette.primary.main, direction: theme.direction, md: theme.breakpoints.values.md })}</p>;
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
    expect(JSON.parse(screen.getByTestId('theme').textContent ?? '')).toEqual({ primary: accents.blue, direction: 'ltr', md: 768 });
    expect(getComputedStyle(screen.getByRole('button', { name: 'Go' })).getPropertyValue('--variant-containedBg')).toBe(accents.blue);
  });
});
