import { canWriteLocalStorage } from './canWriteLocalStorage';

describe('canWriteLocalStorage', () => {
  it('is true when a write goes through, and leaves nothing behind', () => {
    expect(canWriteLocalStorage()).toBe(true);
    expect(window.localStorage.getItem('storage.probe')).toBeNull();
  });

  it('is false when storage throws (full or blocked) or is missing', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(canWriteLocalStorage(full)).toBe(false);
    expect(canWriteLocalStorage(null)).toBe(false);
  });
});
