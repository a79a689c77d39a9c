import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useInAppLinks } from './useInAppLinks';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function List() {
  const linksRef = useInAppLinks();
  return (
    <ul ref={linksRef}>
      <li>
        <a href="/transactions/0xaa" data-in-app>
          Details
        </a>
      </li>
      <li>
        <a href="https://example.org/tx/0xaa">Explorer</a>
      </li>
    </ul>
  );
}

function renderList() {
  render(
    <MemoryRouter initialEntries={['/transactions']}>
      <List />
      <Where />
    </MemoryRouter>,
  );
}

describe('useInAppLinks', () => {
  it('follows an in-app link inside the app', () => {
    renderList();
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Details' }));
    expect(followed).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/transactions/0xaa');
  });

  it('leaves a modified click and other links to the browser', () => {
    renderList();
    // Whether the browser would follow each click (then kept from jsdom, which cannot).
    const followedByBrowser: boolean[] = [];
    const keep = (event: MouseEvent) => {
      followedByBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', keep);
    fireEvent.click(screen.getByRole('link', { name: 'Details' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Explorer' }));
    document.removeEventListener('click', keep);
    expect(followedByBrowser).toEqual([true, true]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/transactions$/);
  });
});
