import { act, render, screen } from '@testing-library/react';
import { closeDialog, getDialog, openDialog, useAnyDialogOpen, useDialog, useDialogWhile } from './dialogStore';

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

  it("hands a step's state to the store under a name of its own, forgotten when it goes", () => {
    function Step({ open }: { open: boolean }) {
      return <p data-testid="step">{useDialogWhile(open)}</p>;
    }
    const view = render(<Step open={false} />);
    const name = screen.getByTestId('step').textContent!;
    expect(getDialog(name).open).toBe(false);
    view.rerender(<Step open />);
    expect(getDialog(name)).toMatchObject({ open: true, session: 1 });
    view.rerender(<Step open={false} />);
    expect(getDialog(name)).toMatchObject({ open: false, session: 1 });
    view.unmount();
    expect(getDialog(name).session).toBe(0);
  });
});
