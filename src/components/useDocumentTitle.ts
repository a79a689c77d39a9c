/** Names the browser tab after the page, so screen-reader users and tab lists know where they are. */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

export function useDocumentTitle(pageTitle: string): void {
  const intl = useIntl();
  const appName = intl.formatMessage({ id: 'common.appName' });
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle, appName]);
}
