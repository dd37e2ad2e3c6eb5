import type { BankAppLink, QrInvoice } from '@contract/entities';
import { on } from './contract';

/** Payment answers: QR invoices with their bank-app links, and the options list. */

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
  on('paymentOptions', () => ({
    status: true,
    data: [
      { id: 1, title: '30 хоног', days: 30, price: 9900 },
      { id: 2, title: '90 хоног', days: 90, price: 24900 },
    ],
    rental_hours: rentalHours,
  }));
