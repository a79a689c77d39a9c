import { createListeners } from './listeners';

describe('createListeners', () => {
  it('tells every listener with the arguments and stops telling one that left', () => {
    const listeners = createListeners<[number]>();
    const seen: string[] = [];
    const stopA = listeners.subscribe((n) => seen.push(`a${n}`));
    listeners.subscribe((n) => seen.push(`b${n}`));
    listeners.notify(1);
    stopA();
    listeners.notify(2);
    expect(seen).toEqual(['a1', 'b1', 'b2']);
    expect(listeners.size).toBe(1);
  });

  it('tells the listeners present when notify began, even if one unsubscribes another', () => {
    const listeners = createListeners();
    const seen: string[] = [];
    let stopB = () => {};
    listeners.subscribe(() => {
      seen.push('a');
      stopB();
    });
    stopB = listeners.subscribe(() => seen.push('b'));
    listeners.notify();
    listeners.notify();
    expect(seen).toEqual(['a', 'b', 'a']);
  });
});
