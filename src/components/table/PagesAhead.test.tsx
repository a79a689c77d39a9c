import { memo } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { PagesAhead } from './PagesAhead';

const rendered: string[] = [];
const Page = memo(function Page({ items }: { items: string[] }) {
  rendered.push(items.join());
  return (
    <ul aria-label="rows">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
});

const PAGES = [
  { page: 1, items: ['a', 'b'] },
  { page: 2, items: ['c', 'd'] },
];

function List({ current }: { current: number }) {
  return <PagesAhead pages={PAGES} current={current} render={(items) => <Page items={items} />} />;
}

describe('PagesAhead', () => {
  it('shows the current page only, the next one built ahead, and reveals it without building it again', async () => {
    rendered.length = 0;
    const { rerender } = render(<List current={1} />);
    expect(screen.getByRole('list', { name: 'rows' })).toHaveTextContent('ab');
    // The page after is built while hidden (React renders hidden Activity at idle priority).
    await waitFor(() => expect(rendered).toEqual(['a,b', 'c,d']));
    expect(screen.queryByText('c')).not.toBeVisible();

    rerender(<List current={2} />);
    expect(screen.getByRole('list', { name: 'rows' })).toHaveTextContent('cd');
    expect(screen.getByText('a')).not.toBeVisible();
    expect(rendered).toEqual(['a,b', 'c,d']);
  });
});
