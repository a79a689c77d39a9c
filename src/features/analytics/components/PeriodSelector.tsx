/** Hour, day, week or month: the period every section of the page reads. */
import { useIntl } from 'react-intl';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { VOTE_PERIODS, type VotePeriod } from '@/api/vote/types';

export function PeriodSelector({ value, onChange }: { value: VotePeriod; onChange: (period: VotePeriod) => void }) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_event, period: VotePeriod | null) => {
        if (period) onChange(period);
      }}
      aria-label={intl.formatMessage({ id: 'analytics.period.label' })}
    >
      {VOTE_PERIODS.map((period) => (
        <ToggleButton key={period} value={period} sx={{ px: 2 }}>
          {intl.formatMessage({ id: `analytics.period.${period}` })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
