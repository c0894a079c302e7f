import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

// The "a wreath was just paid" signal, sent by the payment settlement and
// heard by the kiosk (so it lives here, between the two modules): a NOTIFY
// sent inside the settling transaction, so PostgreSQL delivers it only once
// the PAID row is committed (and never for a rolled-back one), to every
// server process that LISTENs, not only the one that settled it. The payload names the invitation by its
// public number, so a process with no screen of that invitation open reads
// nothing, and the payment by its id (ids, never messages: NOTIFY payloads
// stay small).

export const kioskWreathChannel = 'kiosk_wreath';

export interface WreathPaidSignal {
  publicNum: string;
  paymentId: string;
}

type Executor = Pick<Database, 'execute'>;

/** Inside the transaction that makes a payment PAID; the order's public number is looked up by the same statement. */
export async function announceWreathPaid(tx: Executor, orderNum: string, paymentId: string): Promise<void> {
  await tx.execute(sql`
    SELECT pg_notify(${kioskWreathChannel}, json_build_object('publicNum', public_num, 'paymentId', ${paymentId}::text)::text)
    FROM order_number WHERE order_num = ${orderNum}`);
}

/** The signal in a payload, or null for one this version does not understand. */
export function readWreathPaid(payload: string): WreathPaidSignal | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { publicNum, paymentId } = value as Record<string, unknown>;
    return typeof publicNum === 'string' && typeof paymentId === 'string' ? { publicNum, paymentId } : null;
  } catch {
    return null;
  }
}
