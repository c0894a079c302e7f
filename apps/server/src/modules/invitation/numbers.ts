import { orderNumbers, newOrderNum, newPublicNum, type InvitationType } from '@server/db/schema';
import type { Database } from '@server/db/client';

export interface InvitationNumbers {
  /** The host's: shown after creation and on my-page, their non-member login. */
  orderNum: string;
  /** The guests': in the page's address, links, QR codes. */
  publicNum: string;
}

/**
 * Issues an order's two numbers, each random 12 digits from a CSPRNG and
 * inserted once. A collision with an existing number (1 in 9 x 10^11 per
 * order) just draws again. `orderNum` fixes the order number (the seed's demo
 * non-member, who must be able to log in with a known one).
 */
export async function issueNumbers(db: Database, invitationType: InvitationType, orderNum?: string): Promise<InvitationNumbers> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [row] = await db
      .insert(orderNumbers)
      .values({ orderNum: orderNum ?? newOrderNum(), publicNum: newPublicNum(), invitationType })
      .onConflictDoNothing()
      .returning({ orderNum: orderNumbers.orderNum, publicNum: orderNumbers.publicNum });
    if (row) return row;
    if (orderNum) throw new Error(`order number ${orderNum} is taken`);
  }
  throw new Error('could not issue free invitation numbers');
}
