/** Every React.lazy goes through lazyPart: a retry after a failed chunk, the MUI scope, the page's messages. */
export { lazyPart, type LazyPart, type LazyPartOptions } from './lazyPart';
