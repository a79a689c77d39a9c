import { memo } from 'react';
import { useIntl } from 'react-intl';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const VIEWS = ['all', 'rewards'] as const;
export type View = (typeof VIEWS)[number];

/** The All / Rewards tabs. Memoised: a new page of the list (a new address) does not re-render them. */
export const ViewTabs = memo(function ViewTabs({
  id,
  view,
  onChange,
}: {
  id: string;
  view: View;
  onChange: (view: View) => void;
}) {
  const intl = useIntl();
  return (
    <Tabs
      value={view}
      onChange={(_event, next: View) => onChange(next)}
      aria-label={intl.formatMessage({ id: 'money.history.views' })}
      sx={{ mb: 2 }}
    >
      {VIEWS.map((name) => (
        <Tab
          key={name}
          value={name}
          id={`${id}-tab-${name}`}
          aria-controls={`${id}-panel`}
          label={intl.formatMessage({ id: `money.history.view.${name}` })}
        />
      ))}
    </Tabs>
  );
});
