/**
 * Takes one check out of @formatjs/intl's createIntl: whether the browser has data for the
 * locale (Intl.NumberFormat.supportedLocalesOf). The app only ever passes a locale of its own
 * list (src/lib/i18n/locales.ts), every one of which Chromium, Firefox and Safari carry, and
 * that call is the page's first use of Intl.NumberFormat: V8 loads its ICU data there, 12-18 ms
 * at 1× CPU (50-70 ms at 4×), on the way to the first page, which formats no number. Without
 * it the data loads when a number is first formatted.
 *
 * The build fails if the text is not found (a new @formatjs/intl): look at createIntl again.
 */
const CHECK =
  /else if \(!Intl\.NumberFormat\.supportedLocalesOf\(locale\)\.length && onError\)[^\n]*\n\telse if \(!Intl\.DateTimeFormat\.supportedLocalesOf\(locale\)\.length && onError\)[^\n]*\n/;

module.exports = function intlLocaleCheckLoader(source) {
  if (!CHECK.test(source)) {
    this.emitError(new Error('intlLocaleCheckLoader: the locale-data check of createIntl was not found.'));
    return source;
  }
  return source.replace(CHECK, '');
};
