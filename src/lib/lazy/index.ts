/** Loading parts of the app lazily, and the idle moments after the first page. */
export { importOnce } from './importOnce';
export { markFirstPageShown, resetFirstPageForTests, useIdle, whenIdle, type IdleOptions } from './idle';
export { usePageLoading } from './pageLoading';
