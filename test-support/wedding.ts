/**
 * A wedding at noon (issue 28): 400 guests open the invitation and 60 of them
 * pay for a wreath within a minute, each guest from an address of their own,
 * while the hall's kiosk screens (Chromium) show the wreaths as they arrive.
 *
 * One scenario, two users: the cluster test (deploy/cluster.test.ts) plays it
 * through nginx, kills an instance halfway and asserts on what it returns;
 * `npm run bench:wedding` (deploy/bench-wedding.ts) plays it on the embedded
 * database and on the cluster and prints its figures. Nothing here asserts.
 */
import http from 'node:http';
import { chromium, type Browser, type Page } from 'playwright-core';
import { kioskWreathEvent } from '@ongi/shared';
import { percentile } from './percentile';
import { seededInvitations } from './seeded-invitations';

export const weddingSize = { guests: 400, wreaths: 60, eventMs: 60_000, kiosks: 4 };

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/**
 * One request from `address` (a guest's own, in 127.0.0.0/8), on a connection of its own as a phone's would be.
 * The server, or nginx in front of it, sees that address as the client.
 */
export function call(
  url: string,
  options: { method?: string; body?: Buffer | string; headers?: Record<string, string>; address?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.address, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

export async function postJson(base: string, path: string, body: unknown, address: string, cookie?: string) {
  const answer = await call(`${base}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    address,
  });
  return { ...answer, json: () => JSON.parse(answer.body.toString()) };
}

/** Guest n's address: 250 to a /24, so 400 guests never share one. */
export const guestAddress = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

/** What guest n writes on the wreath: the kiosk shows it, and it names the wreath on the screen. */
const wreathMessage = (n: number) => `결혼 축하드려요 ${n}`;

/** The seeded wedding invitation with a campaign (wreaths can be sent to it): its public number. */
export async function seededWedding(base: string): Promise<string> {
  const invitation = (await seededInvitations(base)).find((view) => view.invitationType === 'W' && view.campaign !== null);
  if (!invitation) throw new Error('no seeded wedding invitation with a campaign');
  return invitation.publicNum;
}

/** How many paid wreaths the invitation's kiosk list counts (the public read every kiosk makes). */
export async function kioskListCount(base: string, publicNum: string): Promise<number> {
  const answer = await call(`${base}/api/payment/get-payment-list-for-kiosk/${publicNum}/1`);
  if (answer.status !== 200) throw new Error(`kiosk list answered ${answer.status}`);
  return (JSON.parse(answer.body.toString()) as { totalElements: number }).totalElements;
}

/** Debian's Chromium, for the kiosk screens. */
export function launchKioskBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

interface KioskWindow {
  kioskEvents: Array<{ seq: number; message: string; at: number }>;
  kioskOpens: number[];
}

/** A kiosk screen in Chromium, its EventSource watched: every wreath event and every (re)open, with the wall-clock time. */
async function openKiosk(browser: Browser, base: string, publicNum: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
  await page.addInitScript((eventName: string) => {
    const record = window as unknown as KioskWindow;
    record.kioskEvents = [];
    record.kioskOpens = [];
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener(eventName, (event) => {
          const wreath = JSON.parse((event as MessageEvent).data) as { paymentSeq: number; message: string };
          record.kioskEvents.push({ seq: wreath.paymentSeq, message: wreath.message, at: performance.timeOrigin + performance.now() });
        });
        this.addEventListener('open', () => record.kioskOpens.push(performance.timeOrigin + performance.now()));
      }
    };
  }, kioskWreathEvent);
  await page.goto(`${base}/invitation/kiosk/${publicNum}?kioskStyle=1`);
  await page.waitForFunction(() => (window as unknown as KioskWindow).kioskOpens.length > 0);
  return page;
}

/**
 * The hall's kiosk screens: at least `atLeast`, and with `streamsPerInstance` (a cluster), more until every
 * instance holds one (nginx spreads them round-robin), so every instance has a wreath to deliver.
 */
export async function openKiosks(
  browser: Browser,
  base: string,
  publicNum: string,
  options: { atLeast?: number; streamsPerInstance?: () => Promise<number[]> } = {},
): Promise<Page[]> {
  const atLeast = options.atLeast ?? weddingSize.kiosks;
  const kiosks: Page[] = [];
  const unspread = async () => (options.streamsPerInstance ? (await options.streamsPerInstance()).some((n) => n === 0) : false);
  while (kiosks.length < atLeast || (await unspread())) {
    if (kiosks.length >= 3 * Math.max(atLeast, 4)) throw new Error(`kiosk streams did not spread over the instances: ${await options.streamsPerInstance?.()}`);
    kiosks.push(await openKiosk(browser, base, publicNum));
    // nginx deals requests round-robin, and a kiosk opens with the same few requests each time: when their
    // number is a multiple of the instances', every stream lands on the same one. One request more moves the turn.
    if (kiosks.length >= atLeast && (await unspread())) await call(`${base}/api/site/settings`);
  }
  return kiosks;
}

export interface Wedding {
  /** Guest page answers: the time of each 200, and of each other answer. */
  guestPages: number[];
  failedPages: number[];
  /** Every payment the provider approved, by payment id: when, and the message that names it on a kiosk. */
  approved: Map<string, { approvedAt: number; message: string }>;
  /** The guests' confirmations (POST /api/payment/verify): when the approval came, how long the confirmation took, its status. */
  verifies: Array<{ paymentId: string; ms: number; status: number }>;
  /** Wreaths a guest had to start again (a failure before the provider approved: nothing was paid), with why. */
  startedAgain: string[];
  /** Wreaths whose guest gave up after a third failure before the provider approved, with why. */
  gaveUp: string[];
  seconds: number;
}

/**
 * Plays the wedding against `base` (the server, or nginx): the guests' visits spread evenly over the minute,
 * the wreaths too, each paid as the guest page does it (checkout, the sandbox provider's window and approval
 * with its webhook, the confirmation). `halfway` runs just before the middle wreath (the test kills an instance there).
 */
export async function playWedding(base: string, publicNum: string, options: { halfway?: () => void } = {}): Promise<Wedding> {
  const { guests, wreaths, eventMs } = weddingSize;
  const played: Wedding = { guestPages: [], failedPages: [], approved: new Map(), verifies: [], startedAgain: [], gaveUp: [], seconds: 0 };
  const eventStart = performance.now();
  const at = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, eventStart + ms - performance.now())));

  const guestVisit = async (n: number) => {
    await at((n * eventMs) / guests);
    const page = await call(`${base}/invitation/${publicNum}`, { address: guestAddress(n) });
    (page.status === 200 ? played.guestPages : played.failedPages).push(page.ms);
  };

  const payWreath = async (n: number, attempt = 1): Promise<void> => {
    const address = guestAddress(n);
    const message = wreathMessage(n);
    try {
      const intent = await postJson(
        base,
        '/api/payment/unique-payment-id',
        { publicNum, donationAmount: 10000, name: `하객${n}`, phoneNum: '01056781234', message, senderDisplay: 'NAME', agreeTerms: true },
        address,
      );
      if (intent.status !== 200) throw new Error(`checkout answered ${intent.status}`);
      const { paymentId, invitationSeq, amount, orderName, portone } = intent.json();
      const requested = await postJson(
        base,
        '/api/sandbox/payments',
        { storeId: portone?.storeId, channelKey: portone?.channelKey, paymentId, orderName, totalAmount: amount, currency: 'KRW', payMethod: 'CARD' },
        address,
      );
      if (requested.status !== 200) throw new Error(`sandbox request ${requested.status}`);
      const approvedAt = Date.now();
      const approval = await postJson(
        base,
        `/api/sandbox/payments/${paymentId}/approve`,
        { cardCompany: '신한카드', cardNumber: '1234-5678-9012-3456', webhook: true },
        address,
      );
      if (approval.status !== 200) throw new Error(`sandbox approve ${approval.status}`);
      played.approved.set(paymentId, { approvedAt, message });
      const verify = await postJson(base, `/api/payment/verify/${paymentId}/${invitationSeq}`, {}, address);
      // A confirmation that died with its instance is not retried here (the guest page's retry is issue 28, 1.4): the webhook and reconciliation must settle it.
      played.verifies.push({ paymentId, ms: verify.ms, status: verify.status });
    } catch (error) {
      // Before the provider approved, nothing was paid: the guest taps again.
      const why = `하객${n}: ${(error as Error).message}`;
      if (attempt === 3) {
        played.gaveUp.push(why);
        return;
      }
      played.startedAgain.push(why);
      return payWreath(n, attempt + 1);
    }
  };

  const wreathPayers = Array.from({ length: wreaths }, (_, i) => Math.floor((i * guests) / wreaths));
  await Promise.all([
    ...Array.from({ length: guests }, (_, n) => guestVisit(n)),
    ...wreathPayers.map(async (n, i) => {
      await at((i * eventMs) / wreaths);
      if (i === wreaths / 2) options.halfway?.();
      await payWreath(n);
    }),
  ]);
  played.seconds = (performance.now() - eventStart) / 1000;
  return played;
}

export interface KioskWreaths {
  opens: number;
  /** Payment seqs of the wreath events the stream brought, in order. */
  seqs: number[];
  /** Approved wreaths that should have come on the stream and did not (their messages). */
  missing: string[];
  /** Provider's approval → the event on this screen, for every approved wreath that came on the stream. */
  latencies: number[];
}

/**
 * What one kiosk's stream brought. Every wreath approved after the stream was (re)opened for the last time must
 * have come on it. Approval, not the guest's confirmation: the provider's webhook can settle a wreath before the
 * confirmation starts, and one settled before the stream reopened reaches the screen through the list read on
 * reconnect instead.
 */
export async function kioskWreaths(page: Page, wedding: Wedding): Promise<KioskWreaths> {
  const record = await page.evaluate(() => {
    const { kioskEvents, kioskOpens } = window as unknown as KioskWindow;
    return { kioskEvents, kioskOpens };
  });
  const lastOpen = record.kioskOpens.at(-1)!;
  const shown = new Set(record.kioskEvents.map((event) => event.message));
  const approvals = new Map([...wedding.approved.values()].map((approval) => [approval.message, approval.approvedAt]));
  return {
    opens: record.kioskOpens.length,
    seqs: record.kioskEvents.map((event) => event.seq),
    missing: [...approvals.entries()].filter(([message, approvedAt]) => approvedAt > lastOpen && !shown.has(message)).map(([message]) => message),
    latencies: record.kioskEvents.flatMap((event) => {
      const approvedAt = approvals.get(event.message);
      return approvedAt === undefined ? [] : [event.at - approvedAt];
    }),
  };
}

export interface WeddingFigures {
  guestPageErrors: number;
  guestPageP50: number;
  guestPageP99: number;
  /** Confirmations answered other than 200 (a wreath whose confirmation was lost is settled by its webhook or reconciliation). */
  confirmationErrors: number;
  confirmationP50: number;
  confirmationP99: number;
  kioskArrivals: number;
  kioskP50: number;
  kioskP99: number;
}

export function weddingFigures(wedding: Wedding, kioskLatencies: number[]): WeddingFigures {
  const confirmations = wedding.verifies.filter((verify) => verify.status === 200).map((verify) => verify.ms);
  return {
    guestPageErrors: wedding.failedPages.length,
    guestPageP50: percentile(wedding.guestPages, 0.5),
    guestPageP99: percentile(wedding.guestPages, 0.99),
    confirmationErrors: wedding.verifies.length - confirmations.length,
    confirmationP50: percentile(confirmations, 0.5),
    confirmationP99: percentile(confirmations, 0.99),
    kioskArrivals: kioskLatencies.length,
    kioskP50: percentile(kioskLatencies, 0.5),
    kioskP99: percentile(kioskLatencies, 0.99),
  };
}

/** The figures as the test and the bench print them. */
export function describeWedding(wedding: Wedding, figures: WeddingFigures, kiosks: number): string[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const others = wedding.verifies.filter((verify) => verify.status !== 200).map((verify) => verify.status);
  return [
    `${weddingSize.guests} guests and ${weddingSize.wreaths} wreaths in ${wedding.seconds.toFixed(0)} s, kiosks ${kiosks}`,
    `guest page: ${wedding.guestPages.length} answered, ${figures.guestPageErrors} errors, p50 ${ms(figures.guestPageP50)}, p99 ${ms(figures.guestPageP99)}`,
    `payment confirmation: ${wedding.verifies.length - figures.confirmationErrors} answered 200, ${figures.confirmationErrors} other${others.length ? ` (${others.join(', ')})` : ''}, p50 ${ms(figures.confirmationP50)}, p99 ${ms(figures.confirmationP99)}; wreaths started again by their guest: ${wedding.startedAgain.length ? wedding.startedAgain.join('; ') : 'none'}; given up after three tries: ${wedding.gaveUp.length ? wedding.gaveUp.join('; ') : 'none'}`,
    `PAID → kiosk (the provider's approval → the event on a kiosk screen, ${figures.kioskArrivals} arrivals): p50 ${ms(figures.kioskP50)}, p99 ${ms(figures.kioskP99)}`,
  ];
}
