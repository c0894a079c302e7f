// First of the product's modules, before the database starts (operations/next-tick-shape.ts says why).
import './operations/next-tick-shape';
import pino from 'pino';
import { ConfigRefused, loadConfig, receiptDataKeyRefusal, type Config } from './config';
import { buildApp } from './app';
import { createStorage, storageLabel } from './integrations/storage';
import { findWebDist } from './plugins/web';
import { BatchedLogDestination, loggerOptions } from './plugins/logging';
import { demoLogins } from './seed';
import { DemoPasswordsInProduction, prepareDatabase } from './startup';
import { openForServing, startOperations } from './operations/start';
import { stopOnSignals } from './operations/shutdown';

async function main() {
  const config = loadConfig();
  const refusal = receiptDataKeyRefusal(config);
  if (refusal) throw new ConfigRefused(refusal);
  const database = await openForServing(config);
  const storage = createStorage(config.storage);

  try {
    const { seeded } = await prepareDatabase(config, database, storage);
    if (seeded) console.log('빈 데이터베이스에 데모 데이터를 넣었습니다.');
  } catch (error) {
    storage.close?.();
    await database.close();
    throw error;
  }

  const webDist = findWebDist(config.webDist);
  const app = await buildApp({
    config,
    database,
    storage,
    webDist,
    // Written in batches of about 4 KB, and at least every second, rather than one write call per line:
    // each asynchronous write is a trip to the thread pool, which cost a public read from memory about as
    // much as answering it (docs/decisions/014). What is left is written on exit.
    logger: loggerOptions(config.logLevel, new BatchedLogDestination(pino.destination({ dest: 1, sync: false }))),
  });

  const operations = await startOperations({ app, config, database });
  stopOnSignals({
    app,
    graceMs: config.operations.shutdownGraceMs,
    closeRest: async () => {
      await operations.close();
      storage.close?.();
      await database.close();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  const address = config.publicUrl;
  console.log(
    [
      '',
      `온기 서버가 ${address} 에서 실행 중입니다. (${database.kind === 'pglite' ? `내장 데이터베이스: ${config.dataDir}` : 'PostgreSQL'}, NODE_ENV=${config.env})`,
      webDist ? '' : '웹 앱 빌드가 없습니다: npm run build 를 먼저 실행하세요.',
      ...startupNotices(config),
      `API 문서: ${address}/api/docs${config.env === 'production' ? ' (관리자 로그인 필요)' : ''}`,
      ...demoNotices(config, address),
      '',
    ]
      .filter((line, index, all) => line !== '' || index === 0 || index === all.length - 1)
      .join('\n'),
  );
}

/**
 * The demo logins, only where the demo data is in use: development, or a
 * production server started as a demonstration (SEED_ON_EMPTY=true), which
 * is told that these passwords are public. A production server otherwise
 * says how to make its first administrator.
 */
function demoNotices(config: Config, address: string): string[] {
  if (!config.seedOnEmpty) {
    return config.env === 'production' ? ['관리자 계정: npm run admin:create -- --username <아이디> 로 만듭니다 (README "운영 환경에서 실행하기").'] : [];
  }
  return [
    config.demoServer
      ? '경고: 시연용 서버입니다 (NODE_ENV=production, SEED_ON_EMPTY=true). 아래 데모 비밀번호는 README에 공개되어 있어 누구나 로그인할 수 있습니다. 실제 운영에는 쓰지 마세요.'
      : '',
    `데모 관리자: ${demoLogins.admin.username} / ${demoLogins.admin.password}  (${address}/admin/login)`,
    `데모 회원:   ${demoLogins.member.username} / ${demoLogins.member.password}  (${address}/login)`,
    `데모 비회원: 이름 ${demoLogins.nonMember.name} / 휴대폰 ${demoLogins.nonMember.phoneNum} / 주문번호 ${demoLogins.nonMember.orderNum}  (${address}/login?tab=non-member)`,
  ];
}

const serviceNames = { identityVerification: '본인인증(PortOne)', naver: '네이버 로그인', kakao: '카카오 로그인' } as const;

/** What a person running the server must know: which stand-ins run, what is off, what is missing. */
function startupNotices(config: Config): string[] {
  const entries = Object.entries(config.services) as [keyof typeof serviceNames, string][];
  const sandboxes = entries.filter(([, mode]) => mode === 'sandbox').map(([name]) => serviceNames[name]);
  const off = entries.filter(([, mode]) => mode === 'off').map(([name]) => serviceNames[name]);
  return [
    sandboxes.length > 0 ? `테스트용 샌드박스 사용 중: ${sandboxes.join(', ')}${config.env === 'production' ? ' (ALLOW_SANDBOX=true)' : ''}` : '',
    off.length > 0 ? `꺼진 서비스 (키 없음, 운영 환경이라 샌드박스도 꺼짐): ${off.join(', ')}` : '',
    config.mail.smtpUrl ? '' : `메일: SMTP_URL이 없어 ${config.mail.outboxDir} 에 파일로 남깁니다.`,
    config.messaging.solapi
      ? `알림톡·문자: 솔라피로 보냅니다 (발신번호 ${config.messaging.solapi.sender}${config.messaging.solapi.kakaoPfId ? '' : ', SOLAPI_KAKAO_PFID가 없어 문자로만'})`
      : `알림톡·문자: SOLAPI_API_KEY가 없어 ${config.messaging.outboxDir} 에 파일로 남깁니다.`,
    paymentNotice(config),
    config.publicUrlConfigured || config.env !== 'production' ? '' : '경고: PUBLIC_URL이 없습니다. 메일 링크와 콜백이 서버 주소로 만들어집니다.',
    `프록시 신뢰(TRUST_PROXY): ${config.trustProxyLabel}`,
    `업로드 파일: ${storageLabel(config.storage)}`,
    config.redis.url
      ? `Redis: 요청 한도와 소셜 로그인 state를 인스턴스끼리 공유 (${redisLabel(config.redis.url)})`
      : 'Redis: 없음 (요청 한도와 소셜 로그인 state는 이 프로세스 메모리에만; 인스턴스가 여럿이면 REDIS_URL을 설정하세요)',
  ];
}

/** REDIS_URL without its password, for the start-up message. */
function redisLabel(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

/** Which provider takes card payments, and what is missing for it to work fully. */
function paymentNotice(config: Config): string {
  const { gateway, portone } = config.payment;
  if (gateway === null) return '카드 결제: 꺼짐 (결제 키 없음, 운영 환경이라 샌드박스도 꺼짐)';
  if (gateway === 'sandbox') return '카드 결제: 테스트용 샌드박스 결제창 (실제 결제 없음)';
  if (gateway === 'portone' && !portone.webhookSecret) return '카드 결제: PortOne (PORTONE_WEBHOOK_SECRET이 없어 웹훅은 거절하고 검증·정기 대사로만 확정)';
  return `카드 결제: ${gateway === 'portone' ? 'PortOne' : '키움페이'}`;
}

main().catch((error) => {
  // A refusal the operator must act on is said in full, without a stack trace.
  console.error(error instanceof DemoPasswordsInProduction || error instanceof ConfigRefused ? error.message : error);
  process.exit(1);
});
