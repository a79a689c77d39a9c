/** The header's display-settings button; the settings themselves are a lazy MUI chunk (DisplaySettings). */
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { withMuiScope } from '@/components/mui/lazyMui';
import { ShellButton, ShellIconButton } from '@/components/shell/ShellButton';
import { PaletteIcon } from '@/components/shell/icons';

const loadDisplaySettings = withMuiScope(() => import(/* webpackChunkName: "display-settings" */ './DisplaySettings'));
const DisplaySettings = lazy(loadDisplaySettings);

/** `withLabel`: a full-width button with its words (the compact menu), not the bar's round icon. */
export function DisplaySettingsButton({ withLabel = false }: { withLabel?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const prefetch = () => void loadDisplaySettings();
  const label = intl.formatMessage({ id: 'layout.settings.open' });
  const trigger = {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? id : undefined,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      setAnchor(event.currentTarget);
      setOpen(true);
    },
  } as const;
  return (
    <>
      {withLabel ? (
        <ShellButton color="inherit" fullWidth alignStart {...trigger}>
          <PaletteIcon />
          {label}
        </ShellButton>
      ) : (
        <ShellIconButton aria-label={label} {...trigger}>
          <PaletteIcon />
        </ShellIconButton>
      )}
      {anchor && (
        <Suspense fallback={null}>
          <DisplaySettings id={id} anchorEl={anchor} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
