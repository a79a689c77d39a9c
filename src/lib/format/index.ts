/** Every number, amount, date, address and name the app shows goes through these. */
export { isolateLtr } from './bidi';
export { formatDate, formatDateTime, formatTime, type DateInput } from './date';
export {
  DEFAULT_DECIMAL_PLACES,
  formatBalance,
  formatDecimal,
  formatInteger,
  parseDecimal,
  type DecimalInput,
  type FormatDecimalOptions,
  type ParsedDecimal,
} from './decimal';
export { moneyText, type MoneyTextOptions } from './money';
export { formatRelativeTime } from './relativeTime';
export { MAX_NAME_LENGTH, shortenAddress, truncateName } from './text';
export { useFormatters, type Formatters } from './useFormatters';
