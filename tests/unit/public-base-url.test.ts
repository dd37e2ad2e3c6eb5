import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

/*
 * Issue 27 "Deploying is clear": PUBLIC_BASE_URL is where QPay calls back and what decides HSTS.
 * A value the server cannot use that way (no scheme, a path, a typo) used to be taken as given,
 * and only a customer's payment that never arrived would show it.
 */

const QPAY = {
  NODE_ENV: 'production',
  MEDIA_SIGNING_SECRET: 'public-base-url-test-Qm7vT2xK9pL4wR8sZ3nB',
  SMS_PROVIDER: 'sandbox',
  EMAIL_PROVIDER: 'sandbox',
  QPAY_BASE_URL: 'https://merchant.qpay.mn/v2',
  QPAY_CLIENT_ID: 'merchant',
  QPAY_CLIENT_SECRET: 'secret',
  QPAY_INVOICE_CODE: 'MERCHANT_INVOICE',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('PUBLIC_BASE_URL', () => {
  it('is required in production with QPay, which calls back there', () => {
    expect(refusal(QPAY)).toMatch(/^PUBLIC_BASE_URL is required in production/);
  });

  it.each([
    'btv.example.mn',
    'ftp://btv.example.mn',
    'https://btv.example.mn/app',
    'https://btv.example.mn/?x=1',
    'https://',
  ])('refuses %s in one line saying what it must be', (value) => {
    for (const env of [{ ...QPAY, PUBLIC_BASE_URL: value }, { PUBLIC_BASE_URL: value }]) {
      expect(refusal(env)).toBe(
        `PUBLIC_BASE_URL=${value} is not an http(s) origin such as https://btv.example.mn (no path)`,
      );
    }
  });

  it('accepts an origin, with or without its trailing slash', () => {
    for (const value of [
      'https://btv.example.mn',
      'https://btv.example.mn/',
      'http://10.0.0.5:8080',
    ]) {
      const config = loadConfig({ ...QPAY, PUBLIC_BASE_URL: value });
      expect(config.payment.publicBaseUrl).toBe(value.replace(/\/$/, ''));
    }
  });
});
