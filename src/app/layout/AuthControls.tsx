/** Sign in and register for visitors; the user's name and sign out for the signed in (shell.css, no MUI). */
import { FormattedMessage } from 'react-intl';
import { DiagnosticsButton } from '@/components/diagnostics/DiagnosticsButton';
import { ShellButton, ShellLinkButton } from '@/components/shell/ShellButton';
import { paths } from '@/config/paths';
import { selectUser } from '@/lib/session';
import { startSignIn, useSignOut } from '@/features/auth';
import { truncateName } from '@/lib/format';
import { useAppSelector } from '@/lib/store/hooks';

export interface AuthControlsProps {
  vertical?: boolean;
  /** Called when a control is used (the compact menu closes). */
  onAction?: () => void;
}

const controlsClass = (vertical: boolean) => (vertical ? 'app-controls app-controls--vertical' : 'app-controls');

export function AuthControls({ vertical = false, onAction }: AuthControlsProps) {
  const user = useAppSelector(selectUser);
  if (!user) {
    return (
      <div className={controlsClass(vertical)}>
        <ShellLinkButton to={paths.register} color="inherit" onClick={onAction}>
          <FormattedMessage id="auth.register" />
        </ShellLinkButton>
        <ShellButton variant="contained" onClick={() => startSignIn()}>
          <FormattedMessage id="auth.signIn" />
        </ShellButton>
      </div>
    );
  }
  return <SignedInControls name={user.name || user.username} vertical={vertical} onAction={onAction} />;
}

function SignedInControls({ name, vertical, onAction }: { name: string; vertical: boolean; onAction?: () => void }) {
  const { signOut, signingOut } = useSignOut();
  return (
    <div className={controlsClass(vertical)}>
      {/* Shrinks with an ellipsis when the bar is short of room; the whole name is on hover and read out. */}
      <p className="app-user-name" title={name}>
        <span className="shell-visually-hidden">
          <FormattedMessage id="layout.signedInAs" values={{ name }} />
        </span>
        {/* dir auto: a Latin name in Arabic ends in its ellipsis, not cut at its start. */}
        <span className="app-user-name__text" dir="auto" aria-hidden="true">
          {truncateName(name)}
        </span>
      </p>
      {/* In the bar it gives way first (shell.css): the menu has it then. */}
      <DiagnosticsButton onDone={onAction} className={vertical ? undefined : 'app-diagnostics-button'} />
      <ShellButton
        data-testid="sign-out"
        variant="outlined"
        disabled={signingOut}
        onClick={() => {
          onAction?.();
          void signOut();
        }}
      >
        <FormattedMessage id={signingOut ? 'auth.signingOut' : 'auth.signOut'} />
      </ShellButton>
    </div>
  );
}
