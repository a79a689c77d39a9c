import { screen, within } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { THEME_STORAGE_KEY } from '@/lib/theme/themeSettings';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { createAppTheme } from '@/lib/theme/muiTheme';
import { DisplaySettingsButton } from './DisplaySettingsButton';

function ThemeProbe() {
  const theme = useTheme();
  return (
    <p data-testid="theme">{`${theme.palette.mode} ${theme.palette.primary.main} ${String(theme.shape.borderRadius)}`}</p>
  );
}

describe('display settings', () => {
  afterEach(() => window.localStorage.clear());

  it('changes mode, accent and corners, remembers them, and gives focus back to the button', async () => {
    const { user } = renderWithProviders(
      <>
        <DisplaySettingsButton />
        <ThemeProbe />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Display settings' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Display' });
    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Pink' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Square' }));
    expect(screen.getByTestId('theme')).toHaveTextContent(
      `dark ${createAppTheme({ mode: 'dark', accent: 'pink' }).palette.primary.main} 0`,
    );
    expect(JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toEqual({
      mode: 'dark',
      accent: 'pink',
      radius: 'none',
    });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  }, 20_000);

  it('starts as the system says', async () => {
    const { user } = renderWithProviders(<DisplaySettingsButton />);
    await user.click(screen.getByRole('button', { name: 'Display settings' }));
    expect(await screen.findByRole('radio', { name: 'As the system' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
  });
});
