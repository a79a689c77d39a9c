import { render, screen } from '@testing-library/react';
import ar from '@/locales/ar';
import { AppIntlProvider } from '@/lib/i18n/AppIntlProvider';
import { openDialog, resetDialogsForTests } from '@/components/dialog/dialogStore';
import { ConfirmDialog } from './ConfirmDialog';

const idle = { state: { phase: 'idle' as const }, busy: false, checkAgain: () => undefined };

afterEach(resetDialogsForTests);

function renderRows(rows: Array<{ label: string; value: string; monospace?: boolean }>) {
  openDialog('confirm-test');
  render(
    <AppIntlProvider locale="ar" messages={ar}>
      <ConfirmDialog
        name="confirm-test"
        title="تأكيد الإيداع"
        rows={rows}
        confirmLabel="إيداع"
        busyLabel="…"
        submission={idle}
        refusalMessage={null}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />
    </AppIntlProvider>,
  );
}

describe('ConfirmDialog rows in right-to-left text', () => {
  it('isolates every value, so an amount and its currency keep their order (not "BNB 0.1")', () => {
    renderRows([
      { label: 'المبلغ', value: '0.1 BNB' },
      { label: 'من', value: '0x9f2d1C3a6b8E4F7a0B5c2D9e8F1a3B4c5D6e7F80', monospace: true },
      { label: 'سعر الصرف', value: '1 USDT = 10 VOTE' },
      { label: 'بعد التحويل', value: '492 صوتًا' },
    ]);
    for (const text of ['0.1 BNB', '0x9f2d1C3a6b8E4F7a0B5c2D9e8F1a3B4c5D6e7F80', '1 USDT = 10 VOTE', '492 صوتًا']) {
      const value = screen.getByText(text);
      // <bdi> is isolated and takes its direction from its own first strong letter (dir auto):
      // left to right for Latin amounts, addresses and rates, right to left for Arabic words.
      expect(value.tagName).toBe('BDI');
      expect(value).not.toHaveAttribute('dir');
      expect(value.closest('dd')).not.toBeNull();
    }
  });
});
