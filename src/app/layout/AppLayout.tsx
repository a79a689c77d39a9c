/** The page frame: a skip link, the app bar and the page itself in <main> (shell.css, no MUI). */
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useCompactLayout } from '@/lib/hooks/useCompactLayout';
import { AppHeader } from './AppHeader';

export const MAIN_CONTENT_ID = 'main-content';

function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      <FormattedMessage id="layout.skipToContent" />
    </a>
  );
}

export function AppLayout() {
  const compact = useCompactLayout();
  return (
    <div className="app-frame" data-layout={compact ? 'compact' : 'wide'}>
      <SkipLink />
      <AppHeader compact={compact} />
      <main className="app-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div className="app-container">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
