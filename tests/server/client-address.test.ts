import { afterEach, describe, expect, it, vi } from 'vitest';
import { extra } from '../../contract/messages';
import { loadConfig } from '../../server/config';
import { addressGroup, smsClientGroup } from '../../server/domain/address-group';
import { missingProxyHeaderWarning } from '../../server/http/forwarding-warning';
import { callEndpoint, freshPhone, registerUser } from './auth-helpers';
import { expectData, expectError, expectResponse } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 27 point 6: with TRUST_PROXY=1 a client's own X-Forwarded-For won over the X-Real-IP our
 * proxy set, so every per-address limit could be dodged by writing a new address in each
 * request. The operator now names the one header the proxy sets and how many proxies append to
 * X-Forwarded-For; the address is read from the right; IPv6 counts by /64. Each attack here
 * picks addresses as a client would, through the headers a proxy would pass on.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const sms = (app: TestApp, headers: Record<string, string>) =>
  callEndpoint(app, 'smsSend', { phone: freshPhone() }, { query: { vp: 'register' }, headers });

describe('the address a limit counts', () => {
  it('behind a proxy that sets X-Real-IP: a forged X-Forwarded-For changes nothing', async () => {
    t = await createTestApp({
      TRUST_PROXY: '1',
      TRUST_PROXY_HEADER: 'x-real-ip',
      SMS_PER_IP_PER_HOUR: '2',
    });
    // nginx: proxy_set_header X-Real-IP $remote_addr; the client's own X-Forwarded-For passes on.
    const attacker = (i: number) => ({
      'x-real-ip': '198.51.100.7',
      'x-forwarded-for': `10.9.${i}.1`,
    });
    expectResponse('smsSend', await sms(t, attacker(1)));
    expectResponse('smsSend', await sms(t, attacker(2)));
    expectError(await sms(t, attacker(3)), 429, extra.tooManyRequests);
    expectResponse('smsSend', await sms(t, { 'x-real-ip': '203.0.113.8' }));
  });

  it('behind two proxies: the second entry from the right, whatever the client wrote before it', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', TRUST_PROXY_HOPS: '2', SMS_PER_IP_PER_HOUR: '2' });
    // The CDN appends the client's address, our nginx appends the CDN edge's.
    const via = (client: string, forged: string) => ({
      'x-forwarded-for': `${forged}, ${client}, 192.0.2.250`,
    });
    expectResponse('smsSend', await sms(t, via('198.51.100.7', '10.0.0.1')));
    expectResponse('smsSend', await sms(t, via('198.51.100.7', '10.0.0.2')));
    expectError(await sms(t, via('198.51.100.7', '10.0.0.3')), 429, extra.tooManyRequests);
    // Another client behind the same edge has a budget of its own.
    expectResponse('smsSend', await sms(t, via('203.0.113.9', '10.0.0.4')));
    // A request that skipped the CDN: the one entry our nginx wrote is still the client.
    expectResponse('smsSend', await sms(t, { 'x-forwarded-for': '192.0.2.33' }));
  });

  it('an IPv6 client is its /64, and an IPv4-mapped address is the IPv4 one', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', LOGINS_PER_IP_PER_HOUR: '2' });
    const phone = freshPhone();
    await registerUser(t, phone, '5183');
    const login = (ip: string) =>
      callEndpoint(
        t!,
        'login',
        {},
        { body: { phone, password: '5183' }, headers: { 'x-forwarded-for': ip } },
      );
    expectData('login', await login('2001:db8:7:8::1'));
    expectData('login', await login('2001:db8:7:8:a:b:c:d'));
    expectError(await login('2001:0db8:0007:0008::ffff'), 429, extra.tooManyRequests);
    expectData('login', await login('2001:db8:7:9::1'));

    expectData('login', await login('198.51.100.20'));
    expectData('login', await login('::ffff:198.51.100.20'));
    expectError(await login('::ffff:c633:6414'), 429, extra.tooManyRequests);
  });

  it('groups as the limits expect', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(smsClientGroup('203.0.113.7')).toBe('203.0.113.0/24');
    expect(smsClientGroup('2001:db8:1:2::/64')).toBe('2001:db8:1:2::/64');
  });
});

describe('TRUST_PROXY settings', () => {
  it('name the header and the hops; TRUST_PROXY=1 alone is X-Forwarded-For from one proxy', () => {
    expect(loadConfig({}).proxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '1' }).proxy).toEqual({ header: 'x-forwarded-for', hops: 1 });
    expect(
      loadConfig({ TRUST_PROXY: '1', TRUST_PROXY_HEADER: 'x-real-ip', TRUST_PROXY_HOPS: '1' })
        .proxy,
    ).toEqual({ header: 'x-real-ip', hops: 1 });
    expect(() => loadConfig({ TRUST_PROXY: '1', TRUST_PROXY_HEADER: 'forwarded' })).toThrow(
      /TRUST_PROXY_HEADER=forwarded is not one of x-forwarded-for, x-real-ip/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '1', TRUST_PROXY_HOPS: '0' })).toThrow(
      /TRUST_PROXY_HOPS must be a whole number from 1 to 10/,
    );
    expect(() => loadConfig({ TRUST_PROXY_HEADER: 'x-real-ip' })).toThrow(
      'TRUST_PROXY_HEADER is set but TRUST_PROXY is not 1',
    );
  });

  it('a proxy that does not set the named header is reported once', async () => {
    const warn = vi.spyOn(console, 'warn');
    t = await createTestApp({ TRUST_PROXY: '1' });
    const check = (headers: Record<string, string>) =>
      call(t!.app, 'GET', '/api/m/phone/check/88118811', { query: { type: 'check' }, headers });
    await check({ 'x-forwarded-for': '198.51.100.1' });
    const line = missingProxyHeaderWarning('x-forwarded-for');
    expect(warn).not.toHaveBeenCalledWith(line);
    await check({ 'x-real-ip': '198.51.100.1' });
    await check({ 'x-real-ip': '198.51.100.2' });
    expect(warn.mock.calls.filter(([given]) => given === line)).toHaveLength(1);
    warn.mockRestore();
  });
});
