import { useLayoutEffect } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { openDialog } from './dialogStore';
import { FORM_DIALOG_PAPER_SX, ModalShell, PAGE_LOCKED_ATTRIBUTE } from './ModalShell';

const NAME = 'test.shell';

function Harness({ children }: { children: React.ReactNode }) {
  useLayoutEffect(() => openDialog(NAME), []);
  return (
    <>
      <button type="button" onClick={() => openDialog(NAME)}>
        Open
      </button>
      <ModalShell name={NAME} labelledBy="shell-title" paperSx={FORM_DIALOG_PAPER_SX}>
        <h2 id="shell-title">Shell</h2>
        {children}
      </ModalShell>
    </>
  );
}

describe('ModalShell', () => {
  it('stops the page scrolling while open, and lets it scroll again once closed', async () => {
    renderWithProviders(
      <Harness>
        <p>Content</p>
      </Harness>,
    );
    expect(screen.getByRole('dialog', { name: 'Shell' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute(PAGE_LOCKED_ATTRIBUTE);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.documentElement).not.toHaveAttribute(PAGE_LOCKED_ATTRIBUTE);
  });

  it('reaches a group of radios once, at its checked one, and wraps Shift+Tab from there to the last stop', () => {
    renderWithProviders(
      <Harness>
        {['calm', 'happy', 'sad'].map((value) => (
          <label key={value}>
            <input type="radio" name="mood" value={value} defaultChecked={value === 'happy'} />
            {value}
          </label>
        ))}
        <button type="button">Done</button>
      </Harness>,
    );
    const happy = screen.getByRole('radio', { name: 'happy' });
    act(() => happy.focus());
    fireEvent.keyDown(happy, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Done' }), { key: 'Tab' });
    expect(happy).toHaveFocus();
  });

  it('takes the focus back when the element holding it drops it (disabled while sending)', async () => {
    renderWithProviders(
      <Harness>
        <button type="button">Confirm</button>
      </Harness>,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    act(() => confirm.focus());
    // What a browser does when the focused button is disabled: the focus falls to <body>.
    act(() => confirm.blur());
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
