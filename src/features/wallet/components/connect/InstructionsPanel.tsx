// The three INSTRUCTIONS_* steps in one component: setup steps from the catalogue, what comes next
// from VARIANTS, instead of three near-copies of one view.
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { InstructionVariant, StepKind } from '../../model/catalogue/types';
import type { WalletOption } from '../../model/catalogue/walletGroups';
import type { ConnectMethod, InstructionsKind } from '../../model/connect/types';
import { DownloadIcon, KeyIcon, QrIcon, RefreshIcon, SwapIcon } from '../walletIcons';

const STEP_ICONS: Readonly<Record<StepKind, ComponentType<SvgIconProps>>> = {
  install: DownloadIcon,
  create: KeyIcon,
  refresh: RefreshIcon,
  scan: QrIcon,
  connect: SwapIcon,
};

interface VariantSpec {
  /** Where the catalogue keeps this variant's steps. */
  source: InstructionVariant;
  /** The action after the steps: reload the page, or connect in the given way. */
  next: { kind: 'refresh'; labelId: string } | { kind: 'connect'; method: ConnectMethod; labelId: string };
}

export const VARIANTS: Readonly<Record<InstructionsKind, VariantSpec>> = {
  extension: { source: 'extension', next: { kind: 'refresh', labelId: 'wallet.instructions.refresh' } },
  mobile: { source: 'qrCode', next: { kind: 'connect', method: 'qrCode', labelId: 'wallet.instructions.connect' } },
  desktop: { source: 'desktop', next: { kind: 'connect', method: 'desktop', labelId: 'wallet.instructions.connect' } },
};

export interface InstructionsPanelProps {
  option: WalletOption;
  variant: InstructionsKind;
  /** Whether WalletConnect is configured; connecting by QR code or Ledger Live needs it. */
  walletConnectReady: boolean;
  onConnect: (method: ConnectMethod) => void;
  onRefresh: () => void;
}

export function InstructionsPanel({
  option,
  variant,
  walletConnectReady,
  onConnect,
  onRefresh,
}: InstructionsPanelProps) {
  const intl = useIntl();
  const spec = VARIANTS[variant];
  const steps = option.instructions[spec.source] ?? [];
  const { next } = spec;
  const blocked = next.kind === 'connect' && !walletConnectReady;
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <Box
        component="ol"
        aria-label={intl.formatMessage({ id: 'wallet.instructions.stepsLabel' })}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {steps.map((step, index) => {
          const Icon = STEP_ICONS[step.step];
          return (
            <Box
              component="li"
              key={`${step.step}-${index}`}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <Box
                aria-hidden="true"
                sx={{ p: 1, borderRadius: 2, bgcolor: 'action.hover', color: 'primary.main', lineHeight: 0 }}
              >
                <Icon fontSize="small" />
              </Box>
              <Box>
                <Typography component="h3" variant="body2" sx={{ fontWeight: 700 }}>
                  <FormattedMessage id={step.titleId} values={{ wallet: option.name }} />
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <FormattedMessage id={step.descriptionId} values={{ wallet: option.name }} />
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={blocked}
          onClick={() => (next.kind === 'refresh' ? onRefresh() : onConnect(next.method))}
        >
          <FormattedMessage id={next.labelId} />
        </Button>
        {blocked && (
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            <FormattedMessage id="wallet.connect.walletConnectNotConfigured" />
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
