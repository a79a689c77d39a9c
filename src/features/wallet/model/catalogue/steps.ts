/**
 * The setup steps as message ids. Generic steps name the wallet through `{wallet}`; a wallet
 * whose setup differs gets its own description ids (wallet.<id>.<variant>.<step>.description).
 */
import type { InstructionSteps, Step, StepKind } from './types';

export const STEP_TITLE_IDS = {
  installExtension: 'wallet.step.installExtension.title',
  installBrowser: 'wallet.step.installBrowser.title',
  create: 'wallet.step.create.title',
  refresh: 'wallet.step.refresh.title',
  openApp: 'wallet.step.openApp.title',
  scanQrIcon: 'wallet.step.scanQrIcon.title',
  scanButton: 'wallet.step.scanButton.title',
  walletConnectSettings: 'wallet.step.walletConnectSettings.title',
  setUpLedger: 'wallet.step.setUpLedger.title',
  scanCode: 'wallet.step.scanCode.title',
  connect: 'wallet.step.connect.title',
} as const;

export type StepTitle = keyof typeof STEP_TITLE_IDS;

/** How the last step of a mobile setup reads: each app hides its scanner somewhere else. */
export type ScanStyle = 'scanQrIcon' | 'scanButton' | 'walletConnectSettings' | 'scanCode';

function step(kind: StepKind, title: StepTitle, descriptionId: string): Step {
  return { step: kind, titleId: STEP_TITLE_IDS[title], descriptionId };
}

/** Per-step description overrides: a message id each. */
export type DescriptionOverrides = Partial<Record<'install' | 'create' | 'last', string>>;

export function extensionSteps(
  overrides: DescriptionOverrides & { installTitle?: 'installExtension' | 'installBrowser' } = {},
): InstructionSteps {
  return [
    step(
      'install',
      overrides.installTitle ?? 'installExtension',
      overrides.install ?? 'wallet.step.extension.install.description',
    ),
    step('create', 'create', overrides.create ?? 'wallet.step.extension.create.description'),
    step('refresh', 'refresh', overrides.last ?? 'wallet.step.extension.refresh.description'),
  ];
}

export function qrCodeSteps(scan: ScanStyle, overrides: DescriptionOverrides = {}): InstructionSteps {
  return [
    step('install', 'openApp', overrides.install ?? 'wallet.step.mobile.openApp.description'),
    step('create', 'create', overrides.create ?? 'wallet.step.mobile.create.description'),
    step('scan', scan, overrides.last ?? `wallet.step.mobile.${scan}.description`),
  ];
}

/** Ledger: Ledger Live on a computer, the device set up in it, then connect. */
export function ledgerDesktopSteps(): InstructionSteps {
  return [
    step('install', 'openApp', 'wallet.ledger.desktop.install.description'),
    step('create', 'setUpLedger', 'wallet.ledger.desktop.create.description'),
    step('connect', 'connect', 'wallet.ledger.desktop.connect.description'),
  ];
}

export function ledgerQrCodeSteps(): InstructionSteps {
  return [
    step('install', 'openApp', 'wallet.ledger.qrCode.install.description'),
    step('create', 'setUpLedger', 'wallet.ledger.qrCode.create.description'),
    step('scan', 'scanCode', 'wallet.ledger.qrCode.scan.description'),
  ];
}
