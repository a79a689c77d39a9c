import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazyPage, usePageLoading } from './lazyPage';

function LoadingFlag() {
  return <p data-testid="loading">{String(usePageLoading())}</p>;
}

describe('lazyPage', () => {
  it('says a page chunk is loading from the first render until it arrives', async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Page = lazyPage(() => new Promise((resolve) => (arrive = resolve)), { mui: false });
    render(
      <>
        <LoadingFlag />
        <Suspense fallback={<p>waiting</p>}>
          <Page />
        </Suspense>
      </>,
    );
    expect(await screen.findByText('true')).toBeInTheDocument();
    await act(async () => arrive({ default: () => <h1>The page</h1> }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
  });

  it('stops saying so when the chunk fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    const Page = lazyPage(() => new Promise((_resolve, reject) => (fail = reject)), { mui: false });
    render(
      <>
        <LoadingFlag />
        <ErrorBoundary fallback={(error) => <p role="alert">{(error as Error).message}</p>}>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </ErrorBoundary>
      </>,
    );
    expect(await screen.findByText('true')).toBeInTheDocument();
    await act(async () => fail(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent('offline');
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
  });
});
