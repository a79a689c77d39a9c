import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDraft, type Represents } from './useDraft';

const sameLetters: Represents = (draft, committed) => draft.trim().toLowerCase() === committed;

/** A field whose committed value is a word of 3+ letters, in lower case, or nothing. */
function Harness({ represents }: { represents?: Represents }) {
  const [committed, setCommitted] = useState('');
  return (
    <>
      <Field committed={committed} onCommit={setCommitted} represents={represents} />
      <output aria-label="committed">{committed}</output>
      <button type="button" onClick={() => setCommitted('')}>
        clear
      </button>
      <button type="button" onClick={() => setCommitted('zebra')}>
        zebra
      </button>
    </>
  );
}

function Field({
  committed,
  onCommit,
  represents,
}: {
  committed: string;
  onCommit: (value: string) => void;
  represents?: Represents;
}) {
  const [draft, setDraft] = useDraft(committed, represents);
  return (
    <input
      aria-label="word"
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        const word = event.target.value.trim().toLowerCase();
        if (word === '' || /^[a-z]{3,}$/.test(word)) onCommit(word);
      }}
    />
  );
}

describe('useDraft', () => {
  it('keeps what is typed, committed or not, and the focus', async () => {
    const user = userEvent.setup();
    render(<Harness represents={sameLetters} />);
    const field = screen.getByRole('textbox', { name: 'word' });
    await user.type(field, 'Ab');
    expect(field).toHaveValue('Ab');
    expect(screen.getByRole('status', { name: 'committed' })).toHaveTextContent(/^$/);
    await user.type(field, 'C ');
    // Committed as 'abc'; the field still shows the user's own text.
    expect(screen.getByRole('status', { name: 'committed' })).toHaveTextContent('abc');
    expect(screen.getByRole('textbox', { name: 'word' })).toBe(field);
    expect(field).toHaveValue('AbC ');
    expect(field).toHaveFocus();
  });

  it('follows a committed value changed from outside', async () => {
    const user = userEvent.setup();
    render(<Harness represents={sameLetters} />);
    const field = screen.getByRole('textbox', { name: 'word' });
    await user.type(field, 'Wolf');
    await user.click(screen.getByRole('button', { name: 'zebra' }));
    expect(field).toHaveValue('zebra');
    await user.type(field, '1');
    // Not committed ('zebra' is): an outside clear still empties the field.
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(field).toHaveValue('');
  });

  it('without `represents`, shows the committed value unless the draft is exactly it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'word' });
    await user.type(field, 'cat');
    expect(field).toHaveValue('cat');
    await user.type(field, 'S');
    expect(field).toHaveValue('cats');
  });
});
