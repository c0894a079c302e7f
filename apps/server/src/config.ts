import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import { itemAt, z, type OAuthProvider, type ServiceMode } from '@ongi/shared';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
const baseUrl = (fallback: string) => z.preprocess(emptyToUndefined, z.string().url().default(fallback));
const flag = (fallback: 'true' | 'false') => z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default(fallback));
const commaList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * KIWOOM_NOTIFICATION_TOKEN: the secret last segment of the notification
 * address, random and of its own (never derived from the auth key), so it can
 * be changed. A comma-separated list is accepted during a change: the first
 * is the one to register, the others keep working until they are removed.
 */
const notificationTokensSchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, context): string[] => {
      const tokens = value === undefined ? [] : commaList(value);
      if (tokens.some((token) => !/^[A-Za-z0-9_-]{24,100}$/.test(token))) {
        context.addIssue({
          code: 'custom',
          message:
            'KIWOOM_NOTIFICATION_TOKEN은 영문·숫자·-·_로 된 24~100자여야 합니다(여럿이면 쉼표로 구분). 예: openssl rand -base64 32 | tr "+/" "-_" | tr -d "="',
        });
        return z.NEVER;
      }
      return tokens;
    }),
);

/** KIWOOM_NOTIFICATION_ADDRESSES: the addresses and CIDR ranges Kiwoom notifies from (proxy-addr's syntax, checked at start). */
const addressListSchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, context): string[] => {
      const addresses = value === undefined ? [] : commaList(value);
      try {
        proxyAddr.compile(addresses);
      } catch (error) {
        context.addIssue({ code: 'custom', message: `주소나 CIDR(예: 203.0.113.10, 203.0.113.0/24)의 쉼표 목록이어야 합니다: ${(error as Error).message}` });
        return z.NEVER;
      }
      return addresses;
    }),
);

/**
 * TRUST_PROXY: which proxies may tell the client's address and protocol
 * (X-Forwarded-For/-Proto/-Host). Off by default: then those headers are
 * ignored, because any client can send them. A hop count ('1': one load
 * balancer in front) or a list of proxy addresses and CIDR ranges
 * ('10.0.0.0/8,127.0.0.1', or proxy-addr's names 'loopback', 'uniquelocal').
 * 'true' (trust everyone) is refused: it is the hole this setting closes.
 */
const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((value, context): false | number | string[] => {
      const text = value.trim();
      if (text === 'false' || text === '0') return false;
      if (/^\d+$/.test(text)) return Number(text);
      if (text === 'true') {
        context.addIssue({ code: 'custom', message: 'TRUST_PROXY=true는 누구의 X-Forwarded-* 헤더든 믿습니다. 앞단 프록시 수(예: 1)나 주소 목록을 쓰세요.' });
        return z.NEVER;
      }
      return text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
);

const envSchema = z.object({
  // Unset means development, as Node tooling assumes: production sets NODE_ENV=production,
  // which turns the sandboxes off unless ALLOW_SANDBOX=true.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'SESSION_SECRET는 32자 이상이어야 합니다.').optional()),
  // 기부금 영수증 data (resident numbers): a base64 32-byte AES-256 key, required in production; the old keys
  // (comma-separated) still open what they sealed while it is re-sealed or exported (modules/payment/donation-receipt).
  RECEIPT_DATA_KEY: optionalText,
  RECEIPT_DATA_OLD_KEYS: optionalText,
  SESSION_DAYS: z.coerce.number().positive().default(14),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
  TRUST_PROXY: trustProxySchema,
  ALLOW_SANDBOX: flag('false'),
  WEB_DIST: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Connections each instance keeps to PostgreSQL, and memory for public reads between writes (0 turns that off): docs/decisions/014.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  PUBLIC_READ_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  // A venue's screens of one invitation; and of all events behind one address (a building of halls shares its Wi-Fi), against a flood.
  KIOSK_STREAMS_PER_INVITATION: z.coerce.number().int().positive().default(20),
  KIOSK_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(200),
  // Payments one guest (login or payer cookie) may start a minute, and one address in 10 minutes (a hall's guests share its Wi-Fi).
  PAYMENT_STARTS_PER_GUEST: z.coerce.number().int().positive().default(10),
  PAYMENT_STARTS_PER_ADDRESS: z.coerce.number().int().positive().default(1000),
  // All of one instance's streams together (each holds a connection and a file descriptor; 10,000 measured in bench:kiosk).
  KIOSK_STREAMS_TOTAL: z.coerce.number().int().positive().default(10_000),
  // Unknown public numbers (guest pages, kiosks) one address may ask for in 10 minutes before its lookups are refused.
  PUBLIC_NUMBER_MISSES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  // Invitations one host may make in an hour: a non-member by address and by phone, a member by account.
  INVITATION_CREATE_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  INVITATION_CREATE_PER_PHONE: z.coerce.number().int().positive().default(5),
  INVITATION_CREATE_PER_MEMBER: z.coerce.number().int().positive().default(20),
  // Unset: seed in development and tests, never in production (its demo passwords are public).
  SEED_ON_EMPTY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  LOGIN_ADDRESS_FAILURE_LIMIT: z.coerce.number().int().positive().default(30),
  LOGIN_USERNAME_FAILURE_LIMIT: z.coerce.number().int().positive().default(100),
  // PortOne V2: identity verification uses it when the secret, store and identity channel are all set.
  PORTONE_API_SECRET: optionalText,
  PORTONE_STORE_ID: optionalText,
  PORTONE_IDENTITY_CHANNEL_KEY: optionalText,
  PORTONE_API_BASE: z.preprocess(emptyToUndefined, z.string().url().default('https://api.portone.io')),
  // Card payments (docs/decisions/012-payments.md). PAYMENT_GATEWAY picks one; unset means PortOne when its
  // secret, store and payment channel are set, else Kiwoom when its CPID and auth key are, else the sandbox.
  PAYMENT_GATEWAY: z.preprocess(emptyToUndefined, z.enum(['portone', 'kiwoom', 'sandbox']).optional()),
  PORTONE_CHANNEL_KEY: optionalText,
  PORTONE_WEBHOOK_SECRET: optionalText,
  // Settle only payments through PORTONE_CHANNEL_KEY as a LIVE channel; unset: on in production, off elsewhere.
  PAYMENT_REQUIRE_LIVE_CHANNEL: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  KIWOOM_CPID: optionalText,
  KIWOOM_AUTH_KEY: optionalText,
  KIWOOM_ENC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  KIWOOM_WINDOW_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  // The notification address's secret segment (required with Kiwoom in production; a list while changing it)
  // and where Kiwoom's notifications may come from (required with Kiwoom in production).
  KIWOOM_NOTIFICATION_TOKEN: notificationTokensSchema,
  KIWOOM_NOTIFICATION_ADDRESSES: addressListSchema,
  // How often READY intents are checked with the provider (and once at start): whole minutes, the job queue's schedule (lib/jobs.ts).
  PAYMENT_RECONCILE_MINUTES: z.coerce.number().int().positive().default(5),
  // E-mail: SMTP when set (smtp://user:pass@host:587, smtps://...), otherwise .eml files in DATA_DIR/outbox.
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  MAIL_FROM: optionalText,
  // 알림톡 and SMS through Solapi (modules/message, docs/decisions/020-messages.md): with the key, secret and sender
  // number; without them each message is written to DATA_DIR/outbox as mail is. The channel (pfId) and each
  // template's id make 알림톡 of it; a template without an id goes as SMS/LMS.
  SOLAPI_API_KEY: optionalText,
  SOLAPI_API_SECRET: optionalText,
  SOLAPI_SENDER: optionalText,
  SOLAPI_KAKAO_PFID: optionalText,
  SOLAPI_TEMPLATE_ORDER_GUIDE: optionalText,
  SOLAPI_TEMPLATE_WREATH_ARRIVED: optionalText,
  SOLAPI_TEMPLATE_PAYMENT_RECEIPT: optionalText,
  SOLAPI_TEMPLATE_REFUND_DECLINED: optionalText,
  SOLAPI_TEMPLATE_THANKS: optionalText,
  // Where the SDK's requests to api.solapi.com go instead (a fake of its API in tests); unset: Solapi itself.
  SOLAPI_API_BASE: z.preprocess(emptyToUndefined, z.string().url().optional()),
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
  // Place search: Kakao Local keyword search with the REST key, else the product's own place directory.
  KAKAO_REST_KEY: optionalText,
  // Kakao's JavaScript key (public, limited to the site's domains in Kakao's console): the guest page's map and KakaoTalk share.
  KAKAO_JS_KEY: optionalText,
  KAKAO_LOCAL_BASE: baseUrl('https://dapi.kakao.com'),
  // Uploaded files: an S3-compatible bucket when S3_BUCKET, S3_ENDPOINT and the two keys are set, else DATA_DIR/uploads.
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.string().url().optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  // Rate limits and spent OAuth states shared by every instance; unset: each process keeps its own.
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((url) => /^rediss?:/.test(url), 'REDIS_URL은 redis:// 또는 rediss:// 주소여야 합니다.')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().default('ongi:'),
  // Operations (issue 28): migrating at start, the bound on a shutdown, the metrics listener.
  MIGRATE_ON_START: flag('true'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * Where people reach this server: PUBLIC_URL, else the address it listens
   * on. Every link in mail and every provider callback is built from it, never
   * from the request's Host or X-Forwarded-Host.
   */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (the start-up message warns when it was not, outside development). */
  publicUrlConfigured: boolean;
  /** Fastify's trustProxy: off, proxy addresses, or the nearest N hops. */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  /** TRUST_PROXY as a person reads it, for the start-up message. */
  trustProxyLabel: string;
  sessionSecret: string;
  /**
   * The keys of the 기부금 영수증 data, the first sealing and all opening, each
   * with its id (stored beside the ciphertext). Empty without RECEIPT_DATA_KEY
   * in production or as one of several instances, where the server refuses to
   * start (receiptDataKeyRefusal, main.ts).
   */
  receiptDataKeys: ReceiptDataKey[];
  /** Where the sealing key came from: the environment, the file generated under DATA_DIR (a backup carries it), or nowhere. */
  receiptDataKeySource: 'RECEIPT_DATA_KEY' | 'DATA_DIR' | null;
  /** REDIS_URL or S3_BUCKET when either makes this process one of several instances; null on its own. */
  severalInstancesSetting: 'REDIS_URL' | 'S3_BUCKET' | null;
  /** Absolute session lifetime. */
  sessionMaxAgeMs: number;
  /** A session unused this long ends (ASVS 7.3.1). */
  sessionIdleMs: number;
  /** The session cookie is Secure and __Host- prefixed: PUBLIC_URL is https. */
  secureCookies: boolean;
  /** Local stand-ins may run for services without keys (not in production unless ALLOW_SANDBOX=true). */
  sandboxAllowed: boolean;
  /** How each outside service runs here. */
  services: Config['site']['services'];
  webDist?: string;
  logLevel: Env['LOG_LEVEL'];
  databasePoolSize: number;
  publicReadCacheMb: number;
  kioskStreamsPerInvitation: number;
  kioskStreamsPerAddress: number;
  kioskStreamsTotal: number;
  /** Payment starts per guest a minute and per address in 10 minutes (modules/payment/checkout/guest-limits.ts). */
  paymentStartLimits: { perGuest: number; perAddress: number };
  /** Unknown public numbers one address may ask for in a window (plugins/public-number-guard.ts). */
  publicNumberMisses: { perAddress: number; windowMs: number };
  /** Invitations one host may make in an hour (modules/invitation/limits.ts). */
  invitationCreateLimits: { perAddress: number; perPhone: number; perMember: number };
  /** An empty database gets the demo data: SEED_ON_EMPTY, by default outside production only. */
  seedOnEmpty: boolean;
  /**
   * A production server that was told to run on the demo data (SEED_ON_EMPTY=true):
   * a demonstration, whose public demo passwords it warns about instead of refusing them.
   */
  demoServer: boolean;
  /** Login attempts per minute per address and username. */
  loginRateLimit: number;
  /** Failed logins per address (any usernames) within 15 minutes before it must wait: stops password spraying. */
  loginAddressFailureLimit: number;
  /** Failed logins per username from everywhere within an hour before only its known addresses may try it. */
  loginUsernameFailureLimit: number;
  portone: {
    apiSecret?: string;
    storeId?: string;
    identityChannelKey?: string;
    apiBase: string;
  };
  payment: PaymentConfig;
  messaging: MessagingConfig;
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
    services: { identityVerification: ServiceMode; naver: ServiceMode; kakao: ServiceMode };
  };
  /** Naver and Kakao OAuth2 clients; no clientId means the sandbox. */
  oauth: Record<OAuthProvider, OAuthProviderConfig>;
  /** Place search: Kakao Local when a REST key is set, else the place directory. */
  maps: MapsConfig;
  /** Where uploaded bytes live. */
  storage: StorageConfig;
  /** Shared counters and spent states between instances; no url: in this process's memory. */
  redis: { url?: string; keyPrefix: string };
  operations: OperationsConfig;
}

/** 알림톡/SMS: Solapi when its key, secret and sender are set, else the outbox folder (integrations/messaging). */
export interface MessagingConfig {
  solapi: {
    apiKey: string;
    apiSecret: string;
    /** 발신번호, registered with Solapi. */
    sender: string;
    /** The KakaoTalk channel (pfId); without it every message goes as SMS/LMS. */
    kakaoPfId?: string;
    /** Solapi's template id per template of ours (modules/message/templates.ts), once Kakao approved it. */
    templateIds: Partial<Record<'ORDER_GUIDE' | 'WREATH_ARRIVED' | 'PAYMENT_RECEIPT' | 'THANKS' | 'REFUND_DECLINED', string>>;
    apiBase?: string;
  } | null;
  outboxDir: string;
}

export interface OperationsConfig {
  /** Apply pending migrations at start; false when a deployment runs `npm run migrate` as a step of its own. */
  migrateOnStart: boolean;
  /** How long a stopping server waits for requests in flight before it closes their connections. */
  shutdownGraceMs: number;
  /** Prometheus metrics on a listener of their own (never the public port); none when no port is set. */
  metrics: { port: number; host: string } | null;
}

export type StorageConfig =
  | { kind: 'local'; root: string }
  | { kind: 's3'; bucket: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

const s3Settings = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The bucket when it is fully configured, the local folder when no S3 setting
 * is given. Anything in between refuses to start: an instance that quietly
 * kept files on its own disk would serve them to nobody else.
 */
function storageConfig(env: Env, dataDir: string): StorageConfig {
  const given = Object.keys(env).filter((name) => name.startsWith('S3_') && env[name as keyof Env] !== undefined);
  if (given.length === 0) return { kind: 'local', root: path.join(dataDir, 'uploads') };
  const missing = s3Settings.filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    throw new Error(`설정 오류 S3: S3 저장소를 쓰려면 ${s3Settings.join(', ')}를 모두 설정해야 합니다. 빠진 값: ${missing.join(', ')}`);
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT!,
    // The signing region: AWS needs the bucket's own; most S3-compatible services take us-east-1.
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

export interface PaymentConfig {
  /** The provider card payments go through; null: payments are off (production without keys or ALLOW_SANDBOX). */
  gateway: 'portone' | 'kiwoom' | 'sandbox' | null;
  portone: {
    apiSecret?: string;
    storeId?: string;
    channelKey?: string;
    webhookSecret?: string;
    apiBase: string;
    /** Only payments through channelKey as a LIVE channel settle; a test channel's is refused (PAYMENT_REQUIRE_LIVE_CHANNEL). */
    requireLiveChannel: boolean;
  };
  kiwoom: {
    cpid?: string;
    authKey?: string;
    encUrl?: string;
    windowUrl?: string;
    /** The notification address's secret segments: the first is registered with Kiwoom; empty: one made at each start (development). */
    notificationTokens: string[];
    /** Addresses and CIDR ranges notifications may come from (the request's address as TRUST_PROXY reads it); empty: any (development). */
    notificationAddresses: string[];
  };
  /** Stale READY intents are asked about this often. */
  reconcileIntervalMs: number;
}

/**
 * What production requires of the Kiwoom gateway beyond its keys: its own
 * notification token and the addresses Kiwoom notifies from, so a forged
 * notification needs both the secret address and one of Kiwoom's servers.
 */
function checkKiwoomInProduction(env: Env, gateway: PaymentConfig['gateway']) {
  if (gateway !== 'kiwoom' || env.NODE_ENV !== 'production') return;
  const missing = (['KIWOOM_NOTIFICATION_TOKEN', 'KIWOOM_NOTIFICATION_ADDRESSES'] as const).filter((name) => env[name].length === 0);
  if (missing.length > 0) {
    throw new Error(`설정 오류 ${missing[0]}: 운영 환경에서 키움페이를 쓰려면 ${missing.join(', ')}가 필요합니다(결정 012).`);
  }
}

/** PAYMENT_GATEWAY, else the first provider whose keys are set, else the sandbox where sandboxes may run. */
function paymentGateway(env: Env, sandboxAllowed: boolean): PaymentConfig['gateway'] {
  const portoneReady = Boolean(env.PORTONE_API_SECRET && env.PORTONE_STORE_ID && env.PORTONE_CHANNEL_KEY);
  const kiwoomReady = Boolean(env.KIWOOM_CPID && env.KIWOOM_AUTH_KEY);
  switch (env.PAYMENT_GATEWAY) {
    case 'portone':
      if (!portoneReady) throw new Error('설정 오류 PAYMENT_GATEWAY: portone에는 PORTONE_API_SECRET, PORTONE_STORE_ID, PORTONE_CHANNEL_KEY가 필요합니다.');
      return 'portone';
    case 'kiwoom':
      if (!kiwoomReady) throw new Error('설정 오류 PAYMENT_GATEWAY: kiwoom에는 KIWOOM_CPID, KIWOOM_AUTH_KEY가 필요합니다.');
      return 'kiwoom';
    case 'sandbox':
      if (!sandboxAllowed) throw new Error('설정 오류 PAYMENT_GATEWAY: 운영 환경의 sandbox는 ALLOW_SANDBOX=true일 때만 쓸 수 있습니다.');
      return 'sandbox';
    default:
      return portoneReady ? 'portone' : kiwoomReady ? 'kiwoom' : sandboxAllowed ? 'sandbox' : null;
  }
}

const solapiSettings = ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER'] as const;

/** Solapi when its key, secret and sender are all set; one or two of them alone refuses to start (a message would quietly go nowhere). */
function messagingConfig(env: Env, dataDir: string): MessagingConfig {
  const outboxDir = path.join(dataDir, 'outbox');
  const missing = solapiSettings.filter((name) => env[name] === undefined);
  if (missing.length === solapiSettings.length) return { solapi: null, outboxDir };
  if (missing.length > 0) throw new Error(`설정 오류 SOLAPI: 솔라피로 보내려면 ${solapiSettings.join(', ')}가 모두 필요합니다. 빠진 값: ${missing.join(', ')}`);
  const templateIds = {
    ORDER_GUIDE: env.SOLAPI_TEMPLATE_ORDER_GUIDE,
    WREATH_ARRIVED: env.SOLAPI_TEMPLATE_WREATH_ARRIVED,
    PAYMENT_RECEIPT: env.SOLAPI_TEMPLATE_PAYMENT_RECEIPT,
    REFUND_DECLINED: env.SOLAPI_TEMPLATE_REFUND_DECLINED,
    THANKS: env.SOLAPI_TEMPLATE_THANKS,
  };
  return {
    solapi: {
      apiKey: env.SOLAPI_API_KEY!,
      apiSecret: env.SOLAPI_API_SECRET!,
      sender: env.SOLAPI_SENDER!,
      kakaoPfId: env.SOLAPI_KAKAO_PFID,
      templateIds: Object.fromEntries(Object.entries(templateIds).filter(([, id]) => id !== undefined)),
      apiBase: env.SOLAPI_API_BASE,
    },
    outboxDir,
  };
}

export interface MapsConfig {
  kakaoRestKey?: string;
  /** The browser's key for the Kakao Maps SDK and Kakao share; without it the pages draw their own map. */
  kakaoJsKey?: string;
  /** Kakao Local's host (a fake one in tests). */
  kakaoLocalBase: string;
}

export interface OAuthProviderConfig {
  clientId?: string;
  clientSecret?: string;
  /** Authorize and token endpoints live here. */
  authBase: string;
  /** The profile endpoint lives here. */
  apiBase: string;
}

/** Trusts the nearest `hops` proxies, as proxy-addr counts them (0 is the socket's peer). */
function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** The address the server listens on, as a browser on this machine would type it. */
function ownAddress(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export interface ReceiptDataKey {
  id: string;
  key: Buffer;
}

/** The id stored beside what a key sealed: a short digest of the key, so a rotated key is found without a list of names. */
const receiptKeyOf = (text: string, name: string): ReceiptDataKey => {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`설정 오류 ${name}: base64로 쓴 32바이트 키여야 합니다 (예: openssl rand -base64 32).`);
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key };
};

/** The generated key's file under DATA_DIR (a backup carries it, operations/backup.ts). */
export const receiptDataKeyFile = 'receipt-data-key';

/**
 * The setting that makes this process one of several instances sharing one
 * database: counters shared through Redis, or files in a shared bucket (as
 * deploy/cluster.ts and the README's several-instance setup run them). Null
 * for a process on its own.
 */
function severalInstancesSetting(env: Env): 'REDIS_URL' | 'S3_BUCKET' | null {
  if (env.REDIS_URL) return 'REDIS_URL';
  if (env.S3_BUCKET) return 'S3_BUCKET';
  return null;
}

/**
 * RECEIPT_DATA_KEY (and RECEIPT_DATA_OLD_KEYS), else one generated at first
 * start and kept under DATA_DIR, as the session secret is, for a process on
 * its own outside production. Production and one of several instances get
 * none (the server refuses to start, receiptDataKeyRefusal): a key on one
 * instance's disk would leave the others unable to open what it sealed.
 */
function receiptDataKeys(env: Env, dataDir: string): Pick<Config, 'receiptDataKeys' | 'receiptDataKeySource'> {
  const old = env.RECEIPT_DATA_OLD_KEYS ? commaList(env.RECEIPT_DATA_OLD_KEYS).map((text) => receiptKeyOf(text, 'RECEIPT_DATA_OLD_KEYS')) : [];
  if (env.RECEIPT_DATA_KEY)
    return { receiptDataKeys: [receiptKeyOf(env.RECEIPT_DATA_KEY, 'RECEIPT_DATA_KEY'), ...old], receiptDataKeySource: 'RECEIPT_DATA_KEY' };
  if (env.NODE_ENV === 'production' || severalInstancesSetting(env)) return { receiptDataKeys: [], receiptDataKeySource: null };
  const file = path.join(dataDir, receiptDataKeyFile);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return { receiptDataKeys: [receiptKeyOf(fs.readFileSync(file, 'utf8'), `DATA_DIR/${receiptDataKeyFile}`), ...old], receiptDataKeySource: 'DATA_DIR' };
}

/** A start the operator must fix first, said in one line (main.ts prints it without a stack trace). */
export class ConfigRefused extends Error {}

/**
 * Why the server must not start without RECEIPT_DATA_KEY, or null: in
 * production, and as one of several instances, where each would otherwise
 * generate a key of its own.
 */
export function receiptDataKeyRefusal(config: Pick<Config, 'env' | 'receiptDataKeys' | 'severalInstancesSetting'>): string | null {
  if (config.receiptDataKeys.length > 0) return null;
  const generate = 'openssl rand -base64 32';
  if (config.severalInstancesSetting) {
    return (
      `설정 오류 RECEIPT_DATA_KEY: 여러 인스턴스 중 하나로 설정되어 있는데(${config.severalInstancesSetting}) 기부금 영수증 암호화 키가 없습니다. ` +
      `인스턴스마다 키를 따로 만들면 다른 인스턴스가 암호화한 주민등록번호를 열 수 없으니, 모든 인스턴스에 같은 RECEIPT_DATA_KEY를 설정하세요 (${generate}). ` +
      `/ Configuration error: configured as one of several instances (${config.severalInstancesSetting}) without RECEIPT_DATA_KEY; ` +
      `set the same RECEIPT_DATA_KEY on every instance, or each would generate its own key and fail to open what the others sealed.`
    );
  }
  if (config.env === 'production') {
    return `설정 오류 RECEIPT_DATA_KEY: 운영 환경에서는 기부금 영수증의 주민등록번호를 암호화할 키가 필요합니다 (${generate}). / Configuration error: production needs RECEIPT_DATA_KEY.`;
  }
  return null;
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
    const issue = itemAt(parsed.error.issues, 0, 'a failed parse reports an issue');
    throw new Error(`설정 오류 ${issue.path.join('.')}: ${issue.message}`);
  }
  const env = parsed.data;
  // npm runs workspace scripts inside the workspace folder; a relative DATA_DIR
  // means relative to where the person typed the command (npm's INIT_CWD).
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? ownAddress(env.HOST, env.PORT)).replace(/\/+$/, '');
  const sandboxAllowed = env.NODE_ENV !== 'production' || env.ALLOW_SANDBOX === 'true';
  const gateway = paymentGateway(env, sandboxAllowed);
  checkKiwoomInProduction(env, gateway);
  const mode = (configured: boolean): ServiceMode => (configured ? 'live' : sandboxAllowed ? 'sandbox' : 'off');
  const services = {
    identityVerification: mode(Boolean(env.PORTONE_API_SECRET && env.PORTONE_STORE_ID && env.PORTONE_IDENTITY_CHANNEL_KEY)),
    naver: mode(Boolean(env.NAVER_CLIENT_ID)),
    kakao: mode(Boolean(env.KAKAO_CLIENT_ID)),
  };
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustNearestHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    trustProxyLabel: env.TRUST_PROXY === false ? '끔' : typeof env.TRUST_PROXY === 'number' ? `앞단 프록시 ${env.TRUST_PROXY}단` : env.TRUST_PROXY.join(', '),
    sessionSecret: sessionSecret(dataDir, env.SESSION_SECRET),
    ...receiptDataKeys(env, dataDir),
    severalInstancesSetting: severalInstancesSetting(env),
    sessionMaxAgeMs: env.SESSION_DAYS * 24 * 60 * 60 * 1000,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60 * 1000,
    secureCookies: publicUrl.startsWith('https:'),
    sandboxAllowed,
    services,
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicReadCacheMb: env.PUBLIC_READ_CACHE_MB,
    kioskStreamsPerInvitation: env.KIOSK_STREAMS_PER_INVITATION,
    kioskStreamsPerAddress: env.KIOSK_STREAMS_PER_ADDRESS,
    paymentStartLimits: { perGuest: env.PAYMENT_STARTS_PER_GUEST, perAddress: env.PAYMENT_STARTS_PER_ADDRESS },
    kioskStreamsTotal: env.KIOSK_STREAMS_TOTAL,
    publicNumberMisses: { perAddress: env.PUBLIC_NUMBER_MISSES_PER_ADDRESS, windowMs: 10 * 60 * 1000 },
    invitationCreateLimits: {
      perAddress: env.INVITATION_CREATE_PER_ADDRESS,
      perPhone: env.INVITATION_CREATE_PER_PHONE,
      perMember: env.INVITATION_CREATE_PER_MEMBER,
    },
    seedOnEmpty: env.SEED_ON_EMPTY === undefined ? env.NODE_ENV !== 'production' : env.SEED_ON_EMPTY === 'true',
    demoServer: env.NODE_ENV === 'production' && env.SEED_ON_EMPTY === 'true',
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    loginAddressFailureLimit: env.LOGIN_ADDRESS_FAILURE_LIMIT,
    loginUsernameFailureLimit: env.LOGIN_USERNAME_FAILURE_LIMIT,
    portone: {
      apiSecret: env.PORTONE_API_SECRET,
      storeId: env.PORTONE_STORE_ID,
      identityChannelKey: env.PORTONE_IDENTITY_CHANNEL_KEY,
      apiBase: env.PORTONE_API_BASE,
    },
    payment: {
      gateway,
      portone: {
        apiSecret: env.PORTONE_API_SECRET,
        storeId: env.PORTONE_STORE_ID,
        channelKey: env.PORTONE_CHANNEL_KEY,
        webhookSecret: env.PORTONE_WEBHOOK_SECRET,
        apiBase: env.PORTONE_API_BASE,
        requireLiveChannel: (env.PAYMENT_REQUIRE_LIVE_CHANNEL ?? (env.NODE_ENV === 'production' ? 'true' : 'false')) === 'true',
      },
      kiwoom: {
        cpid: env.KIWOOM_CPID,
        authKey: env.KIWOOM_AUTH_KEY,
        encUrl: env.KIWOOM_ENC_URL,
        windowUrl: env.KIWOOM_WINDOW_URL,
        notificationTokens: env.KIWOOM_NOTIFICATION_TOKEN,
        notificationAddresses: env.KIWOOM_NOTIFICATION_ADDRESSES,
      },
      reconcileIntervalMs: env.PAYMENT_RECONCILE_MINUTES * 60 * 1000,
    },
    messaging: messagingConfig(env, dataDir),
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
      services,
    },
    oauth: {
      naver: { clientId: env.NAVER_CLIENT_ID, clientSecret: env.NAVER_CLIENT_SECRET, authBase: env.NAVER_AUTH_BASE, apiBase: env.NAVER_API_BASE },
      kakao: { clientId: env.KAKAO_CLIENT_ID, clientSecret: env.KAKAO_CLIENT_SECRET, authBase: env.KAKAO_AUTH_BASE, apiBase: env.KAKAO_API_BASE },
    },
    maps: { kakaoRestKey: env.KAKAO_REST_KEY, kakaoJsKey: env.KAKAO_JS_KEY, kakaoLocalBase: env.KAKAO_LOCAL_BASE },
    storage: storageConfig(env, dataDir),
    redis: { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    operations: {
      migrateOnStart: env.MIGRATE_ON_START === 'true',
      shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
      metrics: env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    },
  };
}
