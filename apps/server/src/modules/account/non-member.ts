import { and, eq, isNull } from 'drizzle-orm';
import { messages, type NonMemberLoginInput } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { funeralInvitations, weddingInvitations } from '@server/db/schema';
import { HttpError } from '@server/lib/http-error';

export interface NonMemberOrder {
  orderNum: string;
  name: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

type InvitationTable = typeof weddingInvitations | typeof funeralInvitations;

async function findOrderIn(db: Database, table: InvitationTable, orderNum: string, name: string, phone: string) {
  const [row] = await db
    .select({ orderNum: table.orderNum, name: table.nonMemberName })
    .from(table)
    .where(and(eq(table.orderNum, orderNum), eq(table.nonMemberName, name), eq(table.nonMemberPhone, phone), isNull(table.accountSeq)))
    .limit(1);
  return row;
}

/**
 * A non-member proves an order with the name and phone given at creation and
 * the order number as its password. Only orders made without an account count:
 * a member's order is opened by logging in as that member.
 */
export async function findNonMemberOrder(db: Database, input: NonMemberLoginInput): Promise<NonMemberOrder> {
  const name = input.nonUserName.trim();
  const phone = digits(input.phoneNum);
  const orderNum = input.orderNum.trim();
  if (!phone) throw new HttpError(401, messages.login.invalid);
  const order = (await findOrderIn(db, weddingInvitations, orderNum, name, phone)) ?? (await findOrderIn(db, funeralInvitations, orderNum, name, phone));
  if (!order?.name) throw new HttpError(401, messages.login.invalid);
  return { orderNum: order.orderNum, name: order.name };
}
