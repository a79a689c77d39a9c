import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazyPart } from './lazyPart';
import { usePageLoading } from '@/lib/lazy/pageLoading';

type PageModule = { default: ComponentType };

function LoadingFlag() {
  return <p data-testid="loading">{String(usePageLoading())}</p>;
}

describe('a lazy page', () => {
  it('says a page chunk is loading from the first render until it arrives', async () => {
    let arrive: (module: PageModule) => void = () => {};
    const Page = lazyPart(() => new Promise<PageModule>((resolve) => (arrive = resolve)), { page: true });
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
    const Page = lazyPart(() => new Promise<PageModule>((_resolve, reject) => (fail = reject)), { page: true });
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
