// The active locale, how to change it (remembered), and its react-intl context. Only the active
// catalogue is fetched; one chosen once is kept for switching back.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { completeDefaultCatalogue, defaultCatalogue, loadCatalogue, type Messages } from '@/locales';
import { AppIntlProvider } from './AppIntlProvider';
import { noteActiveLocale } from './pageMessages';
import { loadRtlStyleCache } from './styleCache';
import {
  AVAILABLE_LOCALES,
  DEFAULT_LOCALE,
  readStoredLocale,
  storeLocale,
  textDirection,
  type AppLocale,
  type LocaleInfo,
  type TextDirection,
} from './locales';

export interface LocaleContextValue {
  locale: AppLocale;
  dir: TextDirection;
  locales: readonly LocaleInfo[];
  /** Loads the catalogue if needed, then switches and remembers the choice; false if it could not load. */
  setLocale: (locale: AppLocale) => Promise<boolean>;
  /** A catalogue is on its way; the previous locale stays on screen meanwhile. */
  switching: boolean;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>.');
  return value;
}

/** The active locale's text direction; left to right outside a LocaleProvider (an error page). */
export function useTextDirection(): LocaleContextValue['dir'] {
  return useContext(LocaleContext)?.dir ?? 'ltr';
}

interface Active {
  locale: AppLocale;
  messages: Messages;
}

export interface LocaleProviderProps {
  children: ReactNode;
  /** Shown while a remembered non-default locale loads at start-up (no intl context yet). */
  fallback?: ReactNode;
  /** Tests pick the locale; the app reads the remembered one. */
  initialLocale?: AppLocale;
  /** Catalogues already at hand (tests), so no import is awaited for them. */
  preloaded?: Partial<Record<AppLocale, Messages>>;
}

/** A catalogue at hand, without waiting: the default one, or one a test passed in. */
function catalogueAtHand(locale: AppLocale, preloaded: LocaleProviderProps['preloaded']): Messages | null {
  return preloaded?.[locale] ?? (locale === DEFAULT_LOCALE ? defaultCatalogue : null);
}

// Loading a locale twice costs nothing: the module system keeps a fetched chunk.
// `chosen`: the user switches to it, and MUI content may be on screen: a right-to-left
// locale's style cache then arrives with the catalogue, so nothing shows half mirrored. Not at
// start-up: the first page has no MUI, and the cache comes with the MUI scope (lazyMui.tsx).
async function loadLocale(
  locale: AppLocale,
  chosen: boolean,
  preloaded: LocaleProviderProps['preloaded'],
): Promise<Messages | null> {
  try {
    const styles = chosen && textDirection(locale) === 'rtl' ? loadRtlStyleCache() : null;
    // Back to English: its whole catalogue, so nothing on screen (a page, a wallet dialog)
    // shows a message of the pages' part as missing while it arrives.
    const [messages] = await Promise.all([preloaded?.[locale] ?? loadCatalogue(locale), styles]);
    return messages;
  } catch {
    // The chunk did not arrive (offline, new deployment): stay in the current locale, or
    // for English, switch with its first page's part (the pages ask for the rest again).
    return locale === DEFAULT_LOCALE ? defaultCatalogue : null;
  }
}

/** English starts with the first page's messages; the pages' part follows at once. */
function useCompleteDefault(active: Active | null, setActive: Dispatch<SetStateAction<Active | null>>): void {
  const partialDefault = active?.locale === DEFAULT_LOCALE && active.messages === defaultCatalogue;
  useEffect(() => {
    if (!partialDefault) return;
    void completeDefaultCatalogue()
      .then((messages) =>
        setActive((current) =>
          current?.locale === DEFAULT_LOCALE && current.messages === defaultCatalogue
            ? { locale: DEFAULT_LOCALE, messages }
            : current,
        ),
      )
      .catch(() => {}); // Pages show '<id> is not yet translated' for what is missing; the next page asks again.
  }, [partialDefault, setActive]);
}

/** The catalogue on screen, the switch to another, and whether one is on its way. */
function useActiveCatalogue({ initialLocale, preloaded }: Pick<LocaleProviderProps, 'initialLocale' | 'preloaded'>) {
  const [initial] = useState(() => initialLocale ?? readStoredLocale());
  const [active, setActive] = useState<Active | null>(() => {
    const messages = catalogueAtHand(initial, preloaded);
    return messages ? { locale: initial, messages } : null;
  });
  const [switching, setSwitching] = useState(false);
  const latestRequest = useRef<AppLocale>(initial);

  const setLocale = useCallback(
    async (locale: AppLocale) => {
      latestRequest.current = locale;
      setSwitching(true);
      const messages = await loadLocale(locale, true, preloaded);
      if (latestRequest.current !== locale) return false; // A later choice won the race.
      setSwitching(false);
      if (!messages) return false;
      storeLocale(locale);
      setActive({ locale, messages });
      return true;
    },
    [preloaded],
  );

  // A remembered non-default locale: fetch it once at start-up, English if it cannot load.
  useEffect(() => {
    if (active) return;
    void loadLocale(initial, false, preloaded).then((messages) => {
      if (latestRequest.current !== initial) return;
      setActive(messages ? { locale: initial, messages } : { locale: DEFAULT_LOCALE, messages: defaultCatalogue });
    });
  }, [active, initial, preloaded]);

  useCompleteDefault(active, setActive);
  return { active, locale: active?.locale ?? initial, setLocale, switching };
}

export function LocaleProvider({ children, fallback = null, initialLocale, preloaded }: LocaleProviderProps) {
  const { active, locale, setLocale, switching } = useActiveCatalogue({ initialLocale, preloaded });
  noteActiveLocale(locale);
  const dir = textDirection(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);

  const value = useMemo<LocaleContextValue>(
    () => ({ locale, dir, locales: AVAILABLE_LOCALES, setLocale, switching }),
    [locale, dir, setLocale, switching],
  );

  if (!active) return <>{fallback}</>;
  return (
    <LocaleContext.Provider value={value}>
      <AppIntlProvider locale={active.locale} messages={active.messages}>
        {children}
      </AppIntlProvider>
    </LocaleContext.Provider>
  );
}
