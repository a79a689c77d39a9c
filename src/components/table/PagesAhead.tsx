/**
 * A list shown a page at a time, with the pages beside the current one rendered ahead inside
 * React's hidden <Activity>: turning the page reveals a page already built instead of building
 * it in the click. See docs/performance.md#lists-and-page-changes.
 */
import { Activity, type ReactNode } from 'react';

export interface PageAhead<T> {
  page: number;
  items: T;
}

export function PagesAhead<T>({
  pages,
  current,
  render,
}: {
  /** The current page and those fetched beside it, each with its rows. */
  pages: ReadonlyArray<PageAhead<T>>;
  current: number;
  /** A page's view; memoised by the caller, so a page whose rows did not change is not rendered again. */
  render: (items: T) => ReactNode;
}) {
  return pages.map(({ page, items }) => (
    <Activity key={page} mode={page === current ? 'visible' : 'hidden'}>
      {render(items)}
    </Activity>
  ));
}
