import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import viVN from '@/locales/vi-VN';
import { AppIntlProvider } from '@/lib/i18n/AppIntlProvider';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';

function Crash({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorFallback (SPEC.md section 2)', () => {
  it("shows 'Oops, something went wrong' and the error's message", () => {
    render(<ErrorFallback error={new Error('The vote service is down')} />);
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The vote service is down')).toBeInTheDocument();
  });

  it.each([[undefined], [null], [new Error('')], [{ code: 42 }], ['   ']])("shows 'Unknown Error' for %p", (error) => {
    render(<ErrorFallback error={error} />);
    expect(screen.getByText('Unknown Error')).toBeInTheDocument();
  });

  it('shows a message as text, never as markup', () => {
    render(<ErrorFallback error={new Error('<img src=x onerror=alert(1)>')} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('offers a way out', async () => {
    const onRetry = jest.fn();
    render(<ErrorFallback error={null} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is translated when translations are there', () => {
    render(
      <AppIntlProvider locale="vi-VN" messages={viVN}>
        <ErrorFallback error={null} />
      </AppIntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Rất tiếc, đã xảy ra lỗi' })).toBeInTheDocument();
    expect(screen.getByText('Lỗi không xác định')).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('replaces a crashed tree with the fallback', () => {
    render(
      <ErrorBoundary>
        <Crash error={new Error('Render failed')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Oops, something went wrong');
    expect(screen.getByText('Render failed')).toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
