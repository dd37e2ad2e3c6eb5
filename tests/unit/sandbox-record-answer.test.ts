import { describe, expect, it } from 'vitest';
import { sandboxRecord } from '../../server/providers/sandbox-messages';

/* A staff answer goes out with no code (decision 070): a production sandbox keeps its text whole. */
describe('a sandbox record without a code', () => {
  it('keeps the text as written and masks only the recipient in production', () => {
    const record = sandboxRecord(
      { channel: 'email', recipient: 'saraa@mail.mn', code: '', body: 'Түрээс 7 хоног.' },
      { production: true },
    );
    expect(record.entry.body).toBe('Түрээс 7 хоног.');
    expect(record.entry.code).toBeNull();
    expect(record.logRecipient).not.toContain('saraa');
  });

  it('still hides a code in production', () => {
    const record = sandboxRecord(
      { channel: 'sms', recipient: '99112233', code: '4821', body: 'Код: 4821' },
      { production: true },
    );
    expect(record.entry.body).not.toContain('4821');
  });
});
