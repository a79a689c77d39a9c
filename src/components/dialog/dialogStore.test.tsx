import { act, render, screen } from '@testing-library/react';
import {
  closeDialog,
  getDialog,
  openDialog,
  useAnyDialogOpen,
  useDialog,
  useReviewStep,
  useShownReview,
  type ReviewStep,
} from './dialogStore';

function Shown({ name, renders }: { name: string; renders: string[] }) {
  const { open, session, payload } = useDialog<string>(name);
  renders.push(name);
  return <p>{`${name}: ${open ? 'open' : 'closed'}, session ${session}, ${payload ?? 'nothing'}`}</p>;
}

function AnyOpen() {
  return <p>{useAnyDialogOpen(['a', 'b']) ? 'some open' : 'none open'}</p>;
}

describe('dialogStore', () => {
  it('opens and closes by name, each opening a new session, keeping the payload', () => {
    openDialog('vote', 'content-1');
    expect(getDialog('vote')).toEqual({ open: true, session: 1, payload: 'content-1' });
    // Opened again while open: the same session, the new payload.
    openDialog('vote', 'content-2');
    expect(getDialog('vote')).toEqual({ open: true, session: 1, payload: 'content-2' });
    closeDialog('vote');
    expect(getDialog('vote')).toEqual({ open: false, session: 1, payload: 'content-2' });
    openDialog('vote');
    expect(getDialog('vote').session).toBe(2);
  });

  it('re-renders only what reads the opened name', () => {
    const renders: string[] = [];
    render(
      <>
        <Shown name="a" renders={renders} />
        <Shown name="b" renders={renders} />
        <AnyOpen />
      </>,
    );
    renders.length = 0;
    act(() => openDialog('a', 'hello'));
    expect(screen.getByText('a: open, session 1, hello')).toBeInTheDocument();
    expect(screen.getByText('b: closed, session 0, nothing')).toBeInTheDocument();
    expect(screen.getByText('some open')).toBeInTheDocument();
    expect(renders).toEqual(['a']);
    act(() => closeDialog('a'));
    expect(screen.getByText('none open')).toBeInTheDocument();
  });

  it('holds a review under a name of its own: shown, replaced, closed when it no longer holds, forgotten when it goes', () => {
    const steps: ReviewStep<string>[] = [];
    function Form({ holds }: { holds: boolean }) {
      const step = useReviewStep<string>(holds);
      steps.push(step);
      return <Confirmation step={step} />;
    }
    function Confirmation({ step }: { step: ReviewStep<string> }) {
      return <p>{useShownReview(step) ?? 'no review'}</p>;
    }
    const view = render(<Form holds />);
    const step = steps.at(-1)!;
    const formRenders = steps.length;
    act(() => step.show('0.1 BNB'));
    expect(screen.getByText('0.1 BNB')).toBeInTheDocument();
    expect(step.current()).toBe('0.1 BNB');
    // Only the confirmation renders: the form that owns the step does not.
    expect(steps.length).toBe(formRenders);
    act(() => step.show('0.2 BNB'));
    expect(getDialog(step.name)).toMatchObject({ open: true, session: 1, payload: '0.2 BNB' });
    act(() => step.close());
    expect(screen.getByText('no review')).toBeInTheDocument();
    expect(step.current()).toBeNull();
    act(() => step.show('0.3 BNB'));
    view.rerender(<Form holds={false} />);
    expect(screen.getByText('no review')).toBeInTheDocument();
    expect(getDialog(step.name)).toMatchObject({ open: false, session: 2 });
    view.unmount();
    expect(getDialog(step.name).session).toBe(0);
  });
});
