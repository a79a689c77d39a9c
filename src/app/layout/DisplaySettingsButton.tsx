/** The header's display-settings button; the settings themselves are a lazy MUI chunk (DisplaySettings). */
import { Suspense, useId, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { ShellButton, ShellIconButton } from '@/components/shell/ShellButton';
import { PaletteIcon } from '@/components/shell/icons';
import { lazyPart } from '@/components/lazy';

const DisplaySettings = lazyPart(() => import(/* webpackChunkName: "display-settings" */ './DisplaySettings'), {
  mui: true,
  // The own-RPC-URL field's messages are in the pages' catalogue (wallet.json).
  pageMessages: true,
});

/** `withLabel`: a full-width button with its words (the compact menu), not the bar's round icon. */
export function DisplaySettingsButton({ withLabel = false }: { withLabel?: boolean }) {
  const intl = useIntl();
  // A popover anchored to its button keeps its own open state (docs/structure.md, "Small pieces written once").
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const prefetch = () => void DisplaySettings.preload().catch(() => undefined);
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
