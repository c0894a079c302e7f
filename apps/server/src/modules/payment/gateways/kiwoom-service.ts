import { eq } from 'drizzle-orm';
import { formatWon, messages, paymentWindow, type KiwoomDeviceType, type KiwoomWindow, type PaymentResult } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { paymentIntents } from '@server/db/schema';
import { kiwoomNotificationReport, sameToken, sandboxKiwoomEnc, type KiwoomEncInput, type KiwoomGateway } from '@server/integrations/payment/kiwoom';
import { registerSandboxPayment, sandboxStoreId } from '@server/integrations/payment/sandbox';
import type { PaymentGateway } from '@server/integrations/payment/types';
import { HttpError } from '@server/lib/http-error';
import { raiseAdminAlert } from '@server/modules/alert';
import { findPaymentIntent } from '../checkout/intent-queries';
import { requireGateway } from '../checkout/intent-service';
import { requireSandbox } from './sandbox-service';
import { paymentResult, settlePayment, type SettlementDeps } from '../settlement/settlement';

/** The sandbox's own merchant id in the Kiwoom form. */
export const sandboxKiwoomCpid = 'SANDBOX-CPID';

/**
 * Where the form goes when no Kiwoom keys are set: the sandbox's stand-in for
 * Kiwoom's window page, which records the order as the provider would and
 * sends the window on to the sandbox checkout page (/sandbox/payment/{id}).
 */
export const sandboxKiwoomWindowPath = '/api/payment/kiwoom-sandbox/window';

/** Where the sandbox stand-in sends the window: the web app's checkout page (apps/web paths.sandboxPayment). */
export const sandboxCheckoutPagePath = (paymentId: string) => `/sandbox/payment/${encodeURIComponent(paymentId)}`;

const isKiwoom = (gateway: PaymentGateway): gateway is KiwoomGateway => gateway.provider === 'kiwoom';

/**
 * The form for the provider window: its fields in Kiwoom's order, the amount
 * the server registered and KIWOOM_ENC binding it, asked of the provider
 * here; the intent remembers that its window opened. An intent that is no
 * longer waiting opens no window. HOMEURL and FAILURL are the site's own
 * address (PUBLIC_URL), never the request's Host (decision 008).
 */
export async function kiwoomWindow(
  db: Database,
  gateway: PaymentGateway | null,
  paymentId: string,
  type: KiwoomDeviceType,
  publicUrl: string,
): Promise<KiwoomWindow> {
  const provider = requireGateway(gateway);
  const intent = await findPaymentIntent(db, paymentId);
  if (!intent) throw new HttpError(404, messages.payment.notFound);
  if (intent.flow !== 'kiwoom' || intent.provider !== provider.provider) throw new HttpError(400, messages.payment.wrongFlow);
  if (intent.status !== 'READY') return { paymentId, status: (await paymentResult(db, paymentId)).status, window: null };

  const sandbox = isKiwoom(provider) ? null : requireSandbox(provider);
  const encInput: KiwoomEncInput = {
    CPID: sandbox ? sandboxKiwoomCpid : (provider as KiwoomGateway).cpid,
    PAYMETHOD: 'CARD',
    ORDERNO: intent.paymentId,
    TYPE: type,
    AMOUNT: String(intent.amount),
  };
  const enc = sandbox ? sandboxKiwoomEnc(sandbox.webhookSecret, encInput) : await (provider as KiwoomGateway).encrypt(encInput);
  // A notification for an order whose window never opened here is not how a payment happens: settlement raises it.
  await db.update(paymentIntents).set({ windowOpenedAt: new Date() }).where(eq(paymentIntents.paymentIntentSeq, intent.paymentIntentSeq));
  const fields: Record<string, string> = {
    CPID: encInput.CPID,
    ORDERNO: encInput.ORDERNO,
    PAYMETHOD: encInput.PAYMETHOD,
    TYPE: encInput.TYPE,
    PRODUCTTYPE: '2',
    TAXFREECD: '00',
    BILLTYPE: '1',
    AMOUNT: encInput.AMOUNT,
    PRODUCTNAME: intent.orderName,
    USERID: intent.accountSeq === null ? 'guest' : `member${intent.accountSeq}`,
    USERNAME: intent.name ?? '',
    EMAIL: '',
    TELNO2: intent.phoneNum ?? '',
    HOMEURL: `${publicUrl}/`,
    FAILURL: `${publicUrl}/`,
    KIWOOM_ENC: enc,
  };
  return {
    paymentId,
    status: 'READY',
    window: {
      actionUrl: sandbox ? sandboxKiwoomWindowPath : (provider as KiwoomGateway).windowUrl,
      windowName: paymentWindow.name,
      width: paymentWindow.width,
      height: paymentWindow.height,
      acceptCharset: 'EUC-KR',
      fields,
    },
  };
}

/**
 * Kiwoom's notification of an approved payment. Admitted only at the secret
 * address (one of KIWOOM_NOTIFICATION_TOKEN), from an address Kiwoom notifies
 * from (KIWOOM_NOTIFICATION_ADDRESSES) and for our CPID; then settled like
 * every other report (the amount compared with the intent; once, however
 * often it comes). The right secret from an address not on the list means the
 * secret is out: refused and raised as an administrator alert. A notification
 * that settles an order whose window we never opened is raised too.
 */
export async function settleKiwoomNotification(
  deps: Omit<SettlementDeps, 'gateway'> & { gateway: PaymentGateway | null },
  notification: { token: string; address: string; fields: Record<string, string> },
): Promise<PaymentResult> {
  const { token, address, fields } = notification;
  const provider = deps.gateway;
  if (!provider || !isKiwoom(provider)) throw new HttpError(404, messages.common.notFound);
  const refused = (reason: string) => {
    deps.log.warn({ cpid: fields.CPID, orderNo: fields.ORDERNO, address, reason }, 'kiwoom notification refused');
    return new HttpError(403, messages.payment.notificationRefused);
  };
  if (!provider.acceptsToken(token)) throw refused('token');
  if (!provider.acceptsAddress(address)) {
    await raiseAdminAlert(deps.db, deps.log, {
      kind: 'KIWOOM_NOTIFICATION_REFUSED',
      title: messages.alert.kiwoomAddressRefused,
      summary: messages.alert.kiwoomAddressRefusedSummary(address, fields.ORDERNO ?? ''),
      paymentId: fields.ORDERNO || null,
      details: { address, cpid: fields.CPID ?? null, amount: fields.AMOUNT ?? null, daoutrx: fields.DAOUTRX ?? null },
      oncePerPayment: true,
    });
    throw refused('address');
  }
  if (fields.CPID !== provider.cpid) throw refused('cpid');
  const report = kiwoomNotificationReport(fields);
  if (!report.paymentId) throw new HttpError(404, messages.payment.notFound);
  return settlePayment({ ...deps, gateway: provider }, report.paymentId, {
    report,
    onPaid: async (intent) => {
      if (intent.windowOpenedAt) return;
      await raiseAdminAlert(deps.db, deps.log, {
        kind: 'KIWOOM_WINDOW_NEVER_OPENED',
        title: messages.alert.kiwoomWindowNeverOpened,
        summary: messages.alert.kiwoomWindowNeverOpenedSummary(intent.paymentId, formatWon(intent.amount)),
        paymentId: intent.paymentId,
        details: {
          address,
          amount: intent.amount,
          daoutrx: fields.DAOUTRX ?? null,
          settdate: fields.SETTDATE ?? null,
          intentCreatedAt: intent.createDate.toISOString(),
        },
      });
    },
  });
}

/**
 * The sandbox's Kiwoom window page: checks the form as Kiwoom would (our
 * CPID, KIWOOM_ENC over the fields as posted, so an amount changed in the
 * browser is refused), records the order, and answers where the window goes.
 */
export async function openSandboxKiwoomWindow(db: Database, gateway: PaymentGateway | null, fields: Record<string, string>): Promise<string> {
  const sandbox = requireSandbox(gateway);
  const paymentId = fields.ORDERNO ?? '';
  const intent = paymentId ? await findPaymentIntent(db, paymentId) : undefined;
  if (!intent || intent.provider !== 'sandbox' || intent.flow !== 'kiwoom') throw new HttpError(404, messages.payment.notFound);
  const type = fields.TYPE === 'M' ? 'M' : 'P';
  const expected = sandboxKiwoomEnc(sandbox.webhookSecret, {
    CPID: fields.CPID ?? '',
    PAYMETHOD: fields.PAYMETHOD ?? '',
    ORDERNO: paymentId,
    TYPE: type,
    AMOUNT: fields.AMOUNT ?? '',
  });
  const amount = Number(fields.AMOUNT);
  if (fields.CPID !== sandboxKiwoomCpid || fields.TYPE !== type || !sameToken(fields.KIWOOM_ENC ?? '', expected) || !Number.isSafeInteger(amount)) {
    throw new HttpError(400, messages.payment.sandbox.tampered);
  }
  const row = await registerSandboxPayment(db, {
    paymentId,
    flow: 'kiwoom',
    storeId: sandboxStoreId,
    orderName: fields.PRODUCTNAME ?? intent.orderName,
    amount,
    currency: 'KRW',
  });
  if (!row) throw new HttpError(409, messages.payment.sandbox.alreadyDone);
  return sandboxCheckoutPagePath(paymentId);
}
