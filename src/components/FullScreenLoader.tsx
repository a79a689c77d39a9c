/**
 * The full-screen spinner shown while the app cannot show a page yet (start-up sign-in, a
 * remembered locale loading, a lazy page arriving): the same markup as index.html's static
 * start-up screen (shell.css), so React replacing one with the other changes nothing on screen.
 * It may render before the intl context exists, so its label falls back to the default catalogue.
 */
import { useSafeFormatMessage } from '@/lib/i18n/useSafeFormatMessage';
import { ShellSpinner } from './shell/ShellSpinner';

export interface FullScreenLoaderProps {
  /** Says what is loading; 'Loading...' by default. */
  label?: string;
}

export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  const formatMessage = useSafeFormatMessage();
  const text = label ?? formatMessage('common.loading');
  return (
    <div className="boot-loader" aria-busy="true">
      <ShellSpinner label={text} />
    </div>
  );
}
