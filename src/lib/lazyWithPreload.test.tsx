import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyWithPreload } from './lazyWithPreload';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>could not load</p> : this.props.children;
  }
}

function Part() {
  return <p>the part</p>;
}

type PartModule = { default: typeof Part };

describe('lazyWithPreload', () => {
  it('renders at once once preloaded', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Part }));
    await act(() => Lazy.preload());
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('the part')).toBeInTheDocument();
  });

  it('shows a failed fetch, and a retry (preload, then a fresh boundary) fetches again and renders', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrive: (module: PartModule) => void = () => undefined;
    const load = jest
      .fn<Promise<PartModule>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    const Lazy = lazyWithPreload(load);
    function Retrying() {
      const [attempt, setAttempt] = useState(0);
      const retry = () => {
        void Lazy.preload().catch(() => undefined);
        setAttempt((count) => count + 1);
      };
      return (
        <>
          <button type="button" onClick={retry}>
            Retry
          </button>
          <Boundary key={attempt}>
            <Suspense fallback={<p>waiting</p>}>
              <Lazy />
            </Suspense>
          </Boundary>
        </>
      );
    }
    render(<Retrying />);
    expect(await screen.findByText('could not load')).toBeInTheDocument();
    // The failure is shown, not fetched again behind the user's back.
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The fresh boundary waits for the new fetch instead of showing the old failure again.
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive({ default: Part }));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
