/** The currency choice of a money form: one button per currency, exactly one pressed. */
import { useIntl } from 'react-intl';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export function CurrencyToggle<T extends string>({
  currencies,
  value,
  onChange,
}: {
  currencies: readonly T[];
  value: T;
  onChange: (currency: T) => void;
}) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, next: T | null) => next && onChange(next)}
      aria-label={intl.formatMessage({ id: 'money.form.currency' })}
    >
      {currencies.map((symbol) => (
        <ToggleButton key={symbol} value={symbol}>
          {symbol}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
