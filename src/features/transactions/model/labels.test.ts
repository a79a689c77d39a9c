import { createIntl } from 'react-intl';
import enMoney from '@/locales/en-US/money.json';
import { statusMessageId, statusTone, typeMessageId } from './labels';

describe('labels', () => {
  it('names every type and status of SPEC.md section 3', () => {
    expect([1, 2, 3, 4, 5, 9].map(typeMessageId)).toEqual([
      'money.type.deposit',
      'money.type.withdraw',
      'money.type.reward',
      'money.type.voting',
      'money.type.swap',
      'money.type.other',
    ]);
    expect([1, 2, 3, 4, 0].map(statusMessageId)).toEqual([
      'money.status.none',
      'money.status.processing',
      'money.status.successful',
      'money.status.failed',
      'money.status.none',
    ]);
    expect([1, 2, 3, 4].map(statusTone)).toEqual(['default', 'info', 'success', 'error']);
    const intl = createIntl({ locale: 'en-US', messages: enMoney });
    expect([1, 2, 3, 4].map((status) => intl.formatMessage({ id: statusMessageId(status) }))).toEqual([
      'Unknown',
      'Processing',
      'Successful',
      'Failed',
    ]);
  });
});
