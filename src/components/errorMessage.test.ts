import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it.each([
    [new Error('boom'), 'boom'],
    ['plain text', 'plain text'],
    [{ message: 'from an object' }, 'from an object'],
    [new Error(''), null],
    [{ message: 42 }, null],
    [undefined, null],
    [null, null],
    [17, null],
  ])('%p → %p', (input, expected) => {
    expect(errorMessage(input)).toBe(expected);
  });
});
