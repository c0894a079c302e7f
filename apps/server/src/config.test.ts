import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, receiptDataKeyFile, receiptDataKeyRefusal } from './config';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-config-'));

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database under DATA_DIR', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve(dir));
    expect(config.site.productName).toBe('온기');
  });

  it('runs as development with the sandboxes, links from the own address, and no proxy trusted, unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '3700' });
    expect(config.env).toBe('development');
    expect(config.services).toEqual({ identityVerification: 'sandbox', naver: 'sandbox', kakao: 'sandbox' });
    expect(config.publicUrl).toBe('http://localhost:3700');
    expect(config.trustProxy).toBe(false);
    expect(config.secureCookies).toBe(false);
    expect(config.sessionIdleMs).toBe(120 * 60_000);
  });

  it('takes links and cookie security from PUBLIC_URL, and proxy trust as a hop count or an address list', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://www.ongi.example/', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect(config.publicUrl).toBe('https://www.ongi.example');
    expect(config.secureCookies).toBe(true);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const hops = loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('turns sandboxes off in production unless ALLOW_SANDBOX=true, and keeps services with keys live', () => {
    const production = loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', NAVER_CLIENT_ID: 'id', NAVER_CLIENT_SECRET: 'secret' });
    expect(production.services).toEqual({ identityVerification: 'off', naver: 'live', kakao: 'off' });
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', ALLOW_SANDBOX: 'true' }).services.kakao).toBe('sandbox');
  });

  it('resolves a relative DATA_DIR from where npm was started', () => {
    const root = tempDir();
    expect(loadConfig({ INIT_CWD: root }).dataDir).toBe(path.join(root, 'data'));
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: 'var/ongi' }).dataDir).toBe(path.join(root, 'var/ongi'));
  });

  it('generates a session secret once and keeps it across restarts', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(fs.statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
  });

  it('prefers SESSION_SECRET and treats an empty DATABASE_URL as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 's'.repeat(40), DATABASE_URL: '' });
    expect(config.sessionSecret).toBe('s'.repeat(40));
    expect(config.databaseUrl).toBeUndefined();
  });

  it('explains a bad setting in Korean', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'abc' })).toThrow(/설정 오류 PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 'short' })).toThrow(/32자 이상/);
  });

  it('reads company information from the environment', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), SITE_PHONE: '1600-1234', SITE_COMPANY_NAME: '(주)따뜻한마음' });
    expect(config.site.phone).toBe('1600-1234');
    expect(config.site.companyName).toBe('(주)따뜻한마음');
  });

  it('sends mail to the outbox under DATA_DIR and leaves PortOne off until it is configured', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir, SITE_EMAIL: 'help@ongi.example', PORTONE_API_BASE: '', SMTP_URL: '' });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: '온기 <help@ongi.example>', outboxDir: path.join(path.resolve(dir), 'outbox') });
    expect(config.portone).toEqual({ apiSecret: undefined, storeId: undefined, identityChannelKey: undefined, apiBase: 'https://api.portone.io' });
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'not a url' })).toThrow(/설정 오류 SMTP_URL/);
  });
});

describe('the 기부금 영수증 data key', () => {
  const key = Buffer.alloc(32, 3).toString('base64');
  const s3 = { S3_BUCKET: 'ongi', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

  it('is generated once under DATA_DIR for a process on its own, and starts', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(fs.existsSync(path.join(dir, receiptDataKeyFile))).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).receiptDataKeys).toEqual(first.receiptDataKeys);
    expect(receiptDataKeyRefusal(first)).toBeNull();
  });

  it.each([
    ['REDIS_URL', { REDIS_URL: 'redis://127.0.0.1:6379' }],
    ['S3_BUCKET', s3],
  ])('is never generated for one of several instances (%s): the server refuses to start, saying why in Korean and English', (setting, env) => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir, ...env });
    expect(config.receiptDataKeys).toEqual([]);
    expect(fs.existsSync(path.join(dir, receiptDataKeyFile))).toBe(false);
    const refusal = receiptDataKeyRefusal(config);
    expect(refusal).toContain(`여러 인스턴스 중 하나로 설정되어 있는데(${setting})`);
    expect(refusal).toContain('모든 인스턴스에 같은 RECEIPT_DATA_KEY를 설정하세요');
    expect(refusal).toContain(`configured as one of several instances (${setting}) without RECEIPT_DATA_KEY`);
    // Given one key for all, they start.
    expect(receiptDataKeyRefusal(loadConfig({ DATA_DIR: tempDir(), ...env, RECEIPT_DATA_KEY: key }))).toBeNull();
  });

  it('is required in production', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' });
    expect(config.receiptDataKeys).toEqual([]);
    expect(receiptDataKeyRefusal(config)).toContain('운영 환경에서는 기부금 영수증의 주민등록번호를 암호화할 키가 필요합니다');
    expect(receiptDataKeyRefusal(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', RECEIPT_DATA_KEY: key }))).toBeNull();
  });
});
