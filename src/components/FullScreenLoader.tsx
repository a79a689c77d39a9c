// The full-screen spinner, the same markup as index.html's start-up screen so React replacing one
// with the other changes nothing on screen. It may render before the intl context exists.
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
