import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z, type OAuthProvider } from '@ongi/shared';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
const baseUrl = (fallback: string) => z.preprocess(emptyToUndefined, z.string().url().default(fallback));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'SESSION_SECRET는 32자 이상이어야 합니다.').optional()),
  SESSION_DAYS: z.coerce.number().positive().default(14),
  WEB_DIST: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  // PortOne V2: identity verification uses it when the secret, store and identity channel are all set.
  PORTONE_API_SECRET: optionalText,
  PORTONE_STORE_ID: optionalText,
  PORTONE_IDENTITY_CHANNEL_KEY: optionalText,
  PORTONE_API_BASE: z.preprocess(emptyToUndefined, z.string().url().default('https://api.portone.io')),
  // E-mail: SMTP when set (smtp://user:pass@host:587, smtps://...), otherwise .eml files in DATA_DIR/outbox.
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  MAIL_FROM: optionalText,
  // Company information shown in the footer and customer-service boxes.
  SITE_PRODUCT_NAME: z.string().default('온기'),
  SITE_COMPANY_NAME: z.string().default('(주)온기'),
  SITE_CEO_NAME: z.string().default('홍길동'),
  SITE_BUSINESS_NUMBER: z.string().default('000-00-00000'),
  SITE_MAIL_ORDER_NUMBER: z.string().default('제2026-서울종로-0000호'),
  SITE_ADDRESS: z.string().default('서울특별시 종로구 세종대로 000, 0층'),
  SITE_PHONE: z.string().default('1588-0000'),
  SITE_FAX: z.string().default('02-000-0000'),
  SITE_EMAIL: z.string().default('help@ongi.example'),
  SITE_PRIVACY_OFFICER: z.string().default('홍길동'),
  // Social login. Without a client id the local sandbox consent page stands in;
  // the bases are configurable so tests can point the real clients at a fake.
  NAVER_CLIENT_ID: optionalText,
  NAVER_CLIENT_SECRET: optionalText,
  NAVER_AUTH_BASE: baseUrl('https://nid.naver.com'),
  NAVER_API_BASE: baseUrl('https://openapi.naver.com'),
  KAKAO_CLIENT_ID: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  KAKAO_AUTH_BASE: baseUrl('https://kauth.kakao.com'),
  KAKAO_API_BASE: baseUrl('https://kapi.kakao.com'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  sessionSecret: string;
  sessionMaxAgeMs: number;
  webDist?: string;
  logLevel: Env['LOG_LEVEL'];
  seedOnEmpty: boolean;
  /** Login attempts per minute per address and username. */
  loginRateLimit: number;
  portone: {
    apiSecret?: string;
    storeId?: string;
    identityChannelKey?: string;
    apiBase: string;
  };
  mail: {
    smtpUrl?: string;
    /** Sender address: MAIL_FROM, else the site's e-mail. */
    from: string;
    /** Where messages go when no SMTP server is configured. */
    outboxDir: string;
  };
  site: {
    productName: string;
    companyName: string;
    ceoName: string;
    businessNumber: string;
    mailOrderNumber: string;
    address: string;
    phone: string;
    fax: string;
    email: string;
    privacyOfficer: string;
    hours: string;
  };
  /** Naver and Kakao OAuth2 clients; no clientId means the sandbox. */
  oauth: Record<OAuthProvider, OAuthProviderConfig>;
}

export interface OAuthProviderConfig {
  clientId?: string;
  clientSecret?: string;
  /** Authorize and token endpoints live here. */
  authBase: string;
  /** The profile endpoint lives here. */
  apiBase: string;
}

/** SESSION_SECRET, or one generated at first start and kept under DATA_DIR so restarts keep sessions. */
function sessionSecret(dataDir: string, given?: string): string {
  if (given) return given;
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`설정 오류 ${issue.path.join('.')}: ${issue.message}`);
  }
  const env = parsed.data;
  // npm runs workspace scripts inside the workspace folder; a relative DATA_DIR
  // means relative to where the person typed the command (npm's INIT_CWD).
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL,
    sessionSecret: sessionSecret(dataDir, env.SESSION_SECRET),
    sessionMaxAgeMs: env.SESSION_DAYS * 24 * 60 * 60 * 1000,
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL,
    seedOnEmpty: env.SEED_ON_EMPTY === 'true',
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    portone: {
      apiSecret: env.PORTONE_API_SECRET,
      storeId: env.PORTONE_STORE_ID,
      identityChannelKey: env.PORTONE_IDENTITY_CHANNEL_KEY,
      apiBase: env.PORTONE_API_BASE,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${env.SITE_PRODUCT_NAME} <${env.SITE_EMAIL}>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    site: {
      productName: env.SITE_PRODUCT_NAME,
      companyName: env.SITE_COMPANY_NAME,
      ceoName: env.SITE_CEO_NAME,
      businessNumber: env.SITE_BUSINESS_NUMBER,
      mailOrderNumber: env.SITE_MAIL_ORDER_NUMBER,
      address: env.SITE_ADDRESS,
      phone: env.SITE_PHONE,
      fax: env.SITE_FAX,
      email: env.SITE_EMAIL,
      privacyOfficer: env.SITE_PRIVACY_OFFICER,
      hours: '평일 09:00 ~ 17:30 (주말·공휴일 휴무)',
    },
    oauth: {
      naver: { clientId: env.NAVER_CLIENT_ID, clientSecret: env.NAVER_CLIENT_SECRET, authBase: env.NAVER_AUTH_BASE, apiBase: env.NAVER_API_BASE },
      kakao: { clientId: env.KAKAO_CLIENT_ID, clientSecret: env.KAKAO_CLIENT_SECRET, authBase: env.KAKAO_AUTH_BASE, apiBase: env.KAKAO_API_BASE },
    },
  };
}
