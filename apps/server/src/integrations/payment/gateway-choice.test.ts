import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';

// Which provider takes card payments, from the environment alone.
const choose = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/ongi-gateway-choice', SESSION_SECRET: 'x'.repeat(32), ...env }).payment.gateway;

const portoneKeys = { PORTONE_API_SECRET: 'secret', PORTONE_STORE_ID: 'store', PORTONE_CHANNEL_KEY: 'channel' };
const kiwoomKeys = { KIWOOM_CPID: 'CPID', KIWOOM_AUTH_KEY: 'auth' };

describe('PAYMENT_GATEWAY', () => {
  it('defaults to the provider whose keys are set, PortOne first, else the sandbox', () => {
    expect(choose({})).toBe('sandbox');
    expect(choose(portoneKeys)).toBe('portone');
    expect(choose(kiwoomKeys)).toBe('kiwoom');
    expect(choose({ ...portoneKeys, ...kiwoomKeys })).toBe('portone');
    // PortOne's identity keys alone do not take payments.
    expect(choose({ PORTONE_API_SECRET: 'secret', PORTONE_STORE_ID: 'store', PORTONE_IDENTITY_CHANNEL_KEY: 'identity' })).toBe('sandbox');
  });

  it('follows an explicit choice, and refuses one without its keys', () => {
    expect(choose({ ...portoneKeys, ...kiwoomKeys, PAYMENT_GATEWAY: 'kiwoom' })).toBe('kiwoom');
    expect(choose({ ...portoneKeys, PAYMENT_GATEWAY: 'sandbox' })).toBe('sandbox');
    expect(() => choose({ ...kiwoomKeys, PAYMENT_GATEWAY: 'portone' })).toThrow(/PORTONE_API_SECRET/);
    expect(() => choose({ ...portoneKeys, PAYMENT_GATEWAY: 'kiwoom' })).toThrow(/KIWOOM_CPID/);
    expect(() => choose({ PAYMENT_GATEWAY: 'toss' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it('reads the reconciliation interval in minutes', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ongi-gateway-choice', SESSION_SECRET: 'x'.repeat(32) }).payment.reconcileIntervalMs).toBe(300_000);
    expect(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ongi-gateway-choice', SESSION_SECRET: 'x'.repeat(32), PAYMENT_RECONCILE_MINUTES: '1' }).payment
        .reconcileIntervalMs,
    ).toBe(60_000);
  });

  it('settles only the configured live PortOne channel in production, unless told otherwise', () => {
    const requires = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: '/tmp/ongi-gateway-choice', SESSION_SECRET: 'x'.repeat(32), ...portoneKeys, ...env }).payment.portone.requireLiveChannel;
    expect(requires({ NODE_ENV: 'production' })).toBe(true);
    expect(requires({ NODE_ENV: 'development' })).toBe(false);
    expect(requires({ NODE_ENV: 'test' })).toBe(false);
    expect(requires({ NODE_ENV: 'production', PAYMENT_REQUIRE_LIVE_CHANNEL: 'false' })).toBe(false);
    expect(requires({ NODE_ENV: 'development', PAYMENT_REQUIRE_LIVE_CHANNEL: 'true' })).toBe(true);
    expect(() => requires({ PAYMENT_REQUIRE_LIVE_CHANNEL: 'yes' })).toThrow(/PAYMENT_REQUIRE_LIVE_CHANNEL/);
  });

  it("needs Kiwoom's own notification secret and its notifying addresses in production, each well formed", () => {
    const kiwoom = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: '/tmp/ongi-gateway-choice', SESSION_SECRET: 'x'.repeat(32), ...kiwoomKeys, ...env }).payment;
    const token = 'kiwoom-notify-0123456789abcdefXYZ';
    expect(() => kiwoom({ NODE_ENV: 'production' })).toThrow(/KIWOOM_NOTIFICATION_TOKEN, KIWOOM_NOTIFICATION_ADDRESSES/);
    expect(() => kiwoom({ NODE_ENV: 'production', KIWOOM_NOTIFICATION_TOKEN: token })).toThrow(/KIWOOM_NOTIFICATION_ADDRESSES/);
    expect(
      kiwoom({ NODE_ENV: 'production', KIWOOM_NOTIFICATION_TOKEN: `${token}, old-${token}`, KIWOOM_NOTIFICATION_ADDRESSES: '203.0.113.10, 198.51.100.0/24' })
        .kiwoom,
    ).toMatchObject({
      notificationTokens: [token, `old-${token}`],
      notificationAddresses: ['203.0.113.10', '198.51.100.0/24'],
    });
    // Outside production both may be left out (a token is then made at each start, and any address may notify).
    expect(kiwoom({ NODE_ENV: 'development' }).kiwoom).toMatchObject({ notificationTokens: [], notificationAddresses: [] });
    // Production with PortOne needs neither.
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/ongi-gateway-choice', SESSION_SECRET: 'x'.repeat(32), ...portoneKeys }).payment.gateway).toBe(
      'portone',
    );
    expect(() => kiwoom({ KIWOOM_NOTIFICATION_TOKEN: 'short' })).toThrow(/KIWOOM_NOTIFICATION_TOKEN/);
    expect(() => kiwoom({ KIWOOM_NOTIFICATION_TOKEN: `${token}/../x` })).toThrow(/KIWOOM_NOTIFICATION_TOKEN/);
    expect(() => kiwoom({ KIWOOM_NOTIFICATION_ADDRESSES: '203.0.113.10, kiwoom.example' })).toThrow(/KIWOOM_NOTIFICATION_ADDRESSES/);
  });
});
