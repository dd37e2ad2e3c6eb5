import { http, HttpResponse } from 'msw';
import type { BankAppLink, QrInvoice } from '@contract/entities';
import { paths } from '@contract/paths';
import { resetAuthForTests } from '@/app/session';
import { clearSession, saveSession } from '@/lib/session-storage';
import { dismissToast, showToast } from '@/lib/toast-store';
import { user } from './auth-fixtures';
import { server } from './msw-server';

/** A 1×1 PNG: the QR's bytes do not matter to the flow, only that they arrive as base64. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const BANKS: Array<[string, string]> = [
  ['qPay wallet', 'qPay хэтэвч'],
  ['Khan bank', 'Хаан банк'],
  ['State bank', 'Төрийн банк'],
  ['Xac bank', 'Хас банк'],
  ['TDB', 'Худалдаа хөгжлийн банк'],
  ['Golomt bank', 'Голомт банк'],
  ['Most money', 'МОСТ мони'],
  ['NIB', 'Үндэсний хөрөнгө оруулалтын банк'],
  ['Capitron', 'Капитрон банк'],
];

export function bankLinks(qr = 'QR-1'): BankAppLink[] {
  return BANKS.map(([name, description]) => ({
    name,
    description,
    logo: `https://qpay.mn/q/logo/${name.replace(/\s/g, '').toLowerCase()}.png`,
    link: `${name.replace(/\s/g, '').toLowerCase()}://q?qPay_QRcode=${qr}`,
  }));
}

export function qrInvoice(overrides: Partial<QrInvoice> = {}): QrInvoice {
  return {
    qr_image: PNG_BASE64,
    qr_text: 'QR-1',
    urls: bankLinks(),
    amount: 9900,
    expires_at: null,
    ...overrides,
  };
}

/** The payment options call, which also says the server's rental period. */
export const optionsHandler = (rentalHours = 72) =>
  http.get(paths.paymentOptions.path, () =>
    HttpResponse.json({
      status: true,
      data: [
        { id: 1, title: '30 хоног', days: 30, price: 9900 },
        { id: 2, title: '90 хоног', days: 90, price: 24900 },
      ],
      rental_hours: rentalHours,
    }),
  );

/** Empties the module-level toast list between tests (fake timers never expire them). */
export function clearToasts() {
  const last = showToast('info', '');
  for (let id = 1; id <= last; id++) dismissToast(id);
}

/** Lets real I/O (msw's answers) run while timers are fake: waits until `done()` or gives up. */
export async function until(done: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !done(); i++) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (!done()) throw new Error('condition not reached');
}

/** A logged-in user 42 (session stored, `auth/me` answering), as after a login. */
export async function signedIn(days = 12) {
  await saveSession('token-abcdefghijklmnop', 42);
  resetAuthForTests();
  const me = { days, calls: 0 };
  server.use(
    http.get(paths.me.path, () => {
      me.calls += 1;
      return HttpResponse.json({ status: true, data: user({ days: me.days }) });
    }),
  );
  return me;
}

export async function signedOut() {
  await clearSession();
  resetAuthForTests();
}
