// The notice under the app bar when the session's server cannot be reached, the browser is
// offline or storage refuses to write (docs/session.md, "The session").
import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { connectionRetryRequested, useConnectionStatus, useStorageWritable } from '@/lib/session';
import { useAppDispatch } from '@/lib/store/hooks';

export function ConnectionNotice() {
  const dispatch = useAppDispatch();
  const status = useConnectionStatus();
  const storageWritable = useStorageWritable();
  return (
    <>
      {status !== 'ok' && (
        <Alert
          severity="warning"
          role="status"
          sx={{ borderRadius: 0 }}
          action={
            status === 'retrying' ? (
              <Button color="inherit" size="small" onClick={() => dispatch(connectionRetryRequested())}>
                <FormattedMessage id="auth.connection.retry" />
              </Button>
            ) : undefined
          }
        >
          <FormattedMessage id={status === 'offline' ? 'auth.connection.offline' : 'auth.connection.retrying'} />
        </Alert>
      )}
      {!storageWritable && (
        <Alert severity="info" role="status" sx={{ borderRadius: 0 }}>
          <FormattedMessage id="auth.storage.unwritable" />
        </Alert>
      )}
    </>
  );
}
