/*
 * The nine bank apps the sandbox lists in an invoice's `urls`, shaped like a captured QPay answer
 * (docs/reference-notes.md "QPay v2"): `<scheme>://q?qPay_QRcode=<qr_text>` and https logos from qpay.mn.
 * Only the sandbox knows this list; the app renders whatever the provider sends.
 */
const banks = [
  { name: 'qPay wallet', description: 'qPay хэтэвч', scheme: 'qpaywallet', logo: 'qpay' },
  { name: 'Khan bank', description: 'Хаан банк', scheme: 'khanbank', logo: 'khanbank' },
  {
    name: 'State bank 3.0',
    description: 'Төрийн банк 3.0',
    scheme: 'statebankmongolia',
    logo: 'statebank',
  },
  { name: 'Xac bank', description: 'Хас банк', scheme: 'xacbank', logo: 'xacbank' },
  {
    name: 'Trade and Development bank',
    description: 'Худалдаа хөгжлийн банк',
    scheme: 'tdbbank',
    logo: 'tdbbank',
  },
  {
    name: 'Social Pay',
    description: 'Голомт банк',
    scheme: 'socialpay-payment',
    logo: 'golomtbank',
  },
  { name: 'Most money', description: 'МОСТ мони', scheme: 'most', logo: 'most' },
  {
    name: 'National investment bank',
    description: 'Үндэсний хөрөнгө оруулалтын банк',
    scheme: 'nibank',
    logo: 'nibank',
  },
  {
    name: 'Capitron bank',
    description: 'Капитрон банк',
    scheme: 'capitronbank',
    logo: 'capitronbank',
  },
] as const;

export interface SandboxDeepLink {
  name: string;
  description: string;
  logo: string;
  link: string;
}

export function sandboxBankLinks(qrText: string): SandboxDeepLink[] {
  const code = encodeURIComponent(qrText);
  return banks.map((bank) => ({
    name: bank.name,
    description: bank.description,
    logo: `https://qpay.mn/q/logo/${bank.logo}.png`,
    link: `${bank.scheme}://q?qPay_QRcode=${code}`,
  }));
}

/** The "bank app" a sandbox payment is recorded as made from. */
export const SANDBOX_WALLET = 'Sandbox bank';
