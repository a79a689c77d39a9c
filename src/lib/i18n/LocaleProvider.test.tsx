import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { LOCALE_STORAGE_KEY, textDirection } from './locales';
import { LocaleProvider, useLocale } from './LocaleProvider';
import * as styleCache from './styleCache';

function Probe() {
  const { locale, dir, locales, setLocale } = useLocale();
  return (
    <div>
      <p data-testid="locale">{`${locale} ${dir}`}</p>
      <p>
        <FormattedMessage id="common.loading" />
      </p>
      {locales.map((info) => (
        <button key={info.code} type="button" onClick={() => void setLocale(info.code)}>
          {info.code}
        </button>
      ))}
    </div>
  );
}

describe('LocaleProvider', () => {
  afterEach(() => {
    document.documentElement.lang = '';
    document.documentElement.dir = '';
  });

  it('starts in en-US at once when nothing is remembered', () => {
    render(
      <LocaleProvider fallback={<p>waiting</p>}>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('locale')).toHaveTextContent('en-US ltr');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('loads another locale when chosen, and remembers it', async () => {
    render(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'vi-VN' }));
    expect(await screen.findByText('Đang tải...')).toBeInTheDocument();
    expect(screen.getByTestId('locale')).toHaveTextContent('vi-VN ltr');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('vi-VN');
    expect(document.documentElement).toHaveAttribute('lang', 'vi-VN');

    await userEvent.click(screen.getByRole('button', { name: 'en-US' }));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
  });

  it('shows the fallback while a remembered locale loads, then that locale', async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'vi-VN');
    render(
      <LocaleProvider fallback={<p>waiting</p>}>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('Đang tải...')).toBeInTheDocument();
  });

  it('ignores a remembered locale it does not ship', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'xx-XX');
    render(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('locale')).toHaveTextContent('en-US');
  });

  it('lets the last choice win when catalogues arrive out of order', async () => {
    render(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    act(() => {
      screen.getByRole('button', { name: 'vi-VN' }).click();
      screen.getByRole('button', { name: 'en-US' }).click();
    });
    await waitFor(() => expect(screen.getByTestId('locale')).toHaveTextContent('en-US'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByTestId('locale')).toHaveTextContent('en-US');
  });

  it('shows a remembered Arabic at start-up without the right-to-left style chunk (the first page has no MUI)', async () => {
    // The chunk never arrives: start-up must not wait for it, nor ask for it.
    const loadRtl = jest.spyOn(styleCache, 'loadRtlStyleCache').mockReturnValue(new Promise(() => undefined));
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    render(
      <LocaleProvider fallback={<p>waiting</p>}>
        <Probe />
      </LocaleProvider>,
    );
    expect(await screen.findByText('جارٍ التحميل...')).toBeInTheDocument();
    expect(screen.getByTestId('locale')).toHaveTextContent('ar rtl');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(loadRtl).not.toHaveBeenCalled();
  });

  it('switches to Arabic only once its right-to-left style chunk has arrived too (MUI may be on screen)', async () => {
    let arrive: () => void = () => undefined;
    const real = styleCache.loadRtlStyleCache;
    const loadRtl = jest
      .spyOn(styleCache, 'loadRtlStyleCache')
      .mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)).then(real));
    render(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ar' }));
    expect(loadRtl).toHaveBeenCalledTimes(1);
    // The catalogue is here (jest), the styles are not: English stays meanwhile.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByTestId('locale')).toHaveTextContent('en-US ltr');

    await act(async () => arrive());
    expect(await screen.findByText('جارٍ التحميل...')).toBeInTheDocument();
    expect(screen.getByTestId('locale')).toHaveTextContent('ar rtl');
    expect(styleCache.loadedRtlStyleCache()).not.toBeNull();
  });

  it('knows which locales read right to left', () => {
    expect(textDirection('ar-SA')).toBe('rtl');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('vi-VN')).toBe('ltr');
    expect(textDirection('en-US')).toBe('ltr');
  });
});
