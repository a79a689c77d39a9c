import {
  DEEP_LINK_CHOICE_KEY,
  forgetDeepLinkChoice,
  getDeepLinkChoice,
  rememberDeepLinkChoice,
} from './deepLinkChoice';

describe('deepLinkChoice', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the wallet a phone was sent to, and forgets it', () => {
    expect(getDeepLinkChoice()).toBeNull();
    rememberDeepLinkChoice('metaMask');
    expect(localStorage.getItem(DEEP_LINK_CHOICE_KEY)).toBe('metaMask');
    expect(getDeepLinkChoice()).toBe('metaMask');
    forgetDeepLinkChoice();
    expect(getDeepLinkChoice()).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberDeepLinkChoice('trust', broken)).not.toThrow();
    expect(getDeepLinkChoice(broken)).toBeNull();
    expect(() => forgetDeepLinkChoice(broken)).not.toThrow();
  });
});
