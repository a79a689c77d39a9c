// The vote page's state in its address, so a view can be shared, survives a reload and is where
// sign-in returns to. Anything unreadable counts as absent.
import type { ContentKind } from '@/api/vote/types';

export const CONTENT_PAGE_SIZE = 12;
/** Longer searches are cut: the backend has no use for more. */
export const MAX_SEARCH_LENGTH = 100;

export interface VotePageParams {
  tab: ContentKind;
  q: string;
  page: number;
  content: string | null;
}

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

export function readVotePageParams(search: URLSearchParams): VotePageParams {
  const content = search.get('content')?.trim();
  return {
    tab: search.get('tab') === 'kyc' ? 'kyc' : 'content',
    q: (search.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    page: positiveInteger(search.get('page')) ?? 1,
    content: content ? content : null,
  };
}

/** The query string for `params`; defaults are left out, in one fixed order. */
export function writeVotePageParams(params: VotePageParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab === 'kyc') search.set('tab', 'kyc');
  if (params.q.trim() !== '') search.set('q', params.q);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.content) search.set('content', params.content);
  return search;
}

/** Where sign-in should bring a visitor back to: this view, this content. */
export function returnPathFor(pathname: string, params: VotePageParams, contentId: string): string {
  const search = writeVotePageParams({ ...params, content: contentId }).toString();
  return `${pathname}?${search}`;
}
