import { render, screen } from '@testing-library/react';
import viVN from '@/locales/vi-VN';
import { AppIntlProvider } from '@/lib/i18n/AppIntlProvider';
import { FullScreenLoader } from './FullScreenLoader';

describe('FullScreenLoader', () => {
  it("is a spinner labelled 'Loading...', even before translations exist", () => {
    render(<FullScreenLoader />);
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('speaks the active language', () => {
    render(
      <AppIntlProvider locale="vi-VN" messages={viVN}>
        <FullScreenLoader />
      </AppIntlProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Đang tải...' })).toBeInTheDocument();
  });

  it('can say what is loading', () => {
    render(<FullScreenLoader label="Signing you in" />);
    expect(screen.getByRole('progressbar', { name: 'Signing you in' })).toBeInTheDocument();
  });
});
