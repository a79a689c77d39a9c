/**
 * MUI's CircularProgress look without MUI: the full-size spinner (a progressbar with a label)
 * as index.html's start-up screen draws it, or a small one inside a button (decoration only).
 */
export type ShellSpinnerProps = { small: true; label?: undefined } | { small?: false; label: string };

export function ShellSpinner({ small = false, label }: ShellSpinnerProps) {
  return (
    <span
      className={small ? 'shell-spinner shell-spinner--small' : 'shell-spinner'}
      role={small ? undefined : 'progressbar'}
      aria-label={label}
      aria-hidden={small || undefined}
    >
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
