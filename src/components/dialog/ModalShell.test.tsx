import { useLayoutEffect } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { closeDialog, openDialog } from './dialogStore';
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

describe('ModalShell, one dialog opened from inside another', () => {
  function Chain() {
    return (
      <>
        <button type="button" onClick={() => openDialog('test.review')}>
          Review
        </button>
        {/* First in the tree: it opens before the review has closed, as a wallet's answer can. */}
        <ModalShell name="test.sent" labelledBy="sent-title" paperSx={FORM_DIALOG_PAPER_SX}>
          <h2 id="sent-title">Sent</h2>
          <button type="button" onClick={() => closeDialog('test.sent')}>
            Close
          </button>
        </ModalShell>
        <ModalShell name="test.review" labelledBy="review-title" paperSx={FORM_DIALOG_PAPER_SX}>
          <h2 id="review-title">Review it</h2>
          <button
            type="button"
            onClick={() => {
              openDialog('test.sent');
              closeDialog('test.review');
            }}
          >
            Send
          </button>
        </ModalShell>
      </>
    );
  }

  it("gives the focus back to the first one's opener once both have closed", async () => {
    renderWithProviders(<Chain />);
    const review = screen.getByRole('button', { name: 'Review' });
    act(() => review.focus());
    fireEvent.click(review);
    const send = await screen.findByRole('button', { name: 'Send' });
    act(() => send.focus());
    fireEvent.click(send);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(review).toHaveFocus();
  });
});
