import { and, desc, eq, isNull } from 'drizzle-orm';
import { funeralTitle, messages, weddingTitle, type FindOrdersInput, type HostOrder, type z, type findOrdersSchema } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { funeralInvitations, weddingInvitations } from '@server/db/schema';
import { HttpError } from '@server/lib/http-error';
import { useVerification } from '../identity';

export type { FindOrdersInput };

/** How many orders one lookup lists at most (a host makes a few, not hundreds). */
const listedMax = 50;

/** The orders made without an account under this name and phone, newest first. */
async function ordersOf(db: Database, name: string, phone: string): Promise<HostOrder[]> {
  const hostIs = <T extends typeof weddingInvitations | typeof funeralInvitations>(table: T) =>
    and(eq(table.nonMemberName, name), eq(table.nonMemberPhone, phone), isNull(table.accountSeq));
  const [weddings, funerals] = await Promise.all([
    db
      .select({
        orderNum: weddingInvitations.orderNum,
        createDate: weddingInvitations.createDate,
        eventDate: weddingInvitations.eventDate,
        placeName: weddingInvitations.eventLocationName,
        groomName: weddingInvitations.groomName,
        brideName: weddingInvitations.brideName,
      })
      .from(weddingInvitations)
      .where(hostIs(weddingInvitations))
      .orderBy(desc(weddingInvitations.createDate))
      .limit(listedMax),
    db
      .select({
        orderNum: funeralInvitations.orderNum,
        createDate: funeralInvitations.createDate,
        eventDate: funeralInvitations.funeralDate,
        placeName: funeralInvitations.funeralLocationName,
        deceasedName: funeralInvitations.deceasedName,
        religion: funeralInvitations.religion,
      })
      .from(funeralInvitations)
      .where(hostIs(funeralInvitations))
      .orderBy(desc(funeralInvitations.createDate))
      .limit(listedMax),
  ]);
  const orders = [
    ...weddings.map((row) => ({
      row,
      order: {
        orderNum: row.orderNum,
        invitationType: 'W' as const,
        title: weddingTitle({ groomName: row.groomName ?? '', brideName: row.brideName ?? '' }),
        eventDate: row.eventDate,
        placeName: row.placeName,
        createDate: row.createDate.toISOString(),
      },
    })),
    ...funerals.map((row) => ({
      row,
      order: {
        orderNum: row.orderNum,
        invitationType: 'F' as const,
        title: funeralTitle(row),
        eventDate: row.eventDate,
        placeName: row.placeName,
        createDate: row.createDate.toISOString(),
      },
    })),
  ];
  return orders
    .sort((a, b) => b.row.createDate.getTime() - a.row.createDate.getTime())
    .slice(0, listedMax)
    .map(({ order }) => order);
}

/**
 * '주문번호 찾기': a confirmed identity verification of the name and phone a
 * non-member gave when making their invitations shows those orders, with
 * their numbers (the phone's owner is who the numbers were meant for). The
 * verification is spent only when orders are found.
 */
export async function findHostOrders(db: Database, input: z.output<typeof findOrdersSchema>): Promise<HostOrder[]> {
  return db.transaction(async (tx) => {
    const person = await useVerification(tx, input.identityVerificationId, { name: input.nonUserName, phoneNum: input.phoneNum });
    const orders = await ordersOf(tx, person.name, person.phoneNumber);
    if (orders.length === 0) throw new HttpError(404, messages.orderLookup.noMatch);
    return orders;
  });
}
