// The seeded invitations as guests get them, found the way hosts find theirs:
// each seeded member logs in, their my-page order list carries each order's
// public number, and the guest page's own data call gives the rest. For the
// browser journeys and the guest page benchmark alike.
import type { InvitationView, MemberOrder } from '@ongi/shared';
import { otherMemberSeeds } from '../apps/server/src/seed/demo/accounts';

/** The seed's members (the demo member first); they share one password. */
const seededMembers = ['member01', ...otherMemberSeeds.map((member) => member.username)];
const seededPassword = 'Member1234!';

async function login(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, pwd: seededPassword }),
  });
  if (!response.ok) throw new Error(`${username} login answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((line) => line.includes('ongi_sid='));
  if (!cookie) throw new Error(`${username} login set no session cookie`);
  const [nameAndValue = cookie] = cookie.split(';');
  return nameAndValue;
}

async function ordersOf(base: string, cookie: string): Promise<MemberOrder[]> {
  const rows: MemberOrder[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${base}/api/invitation/get-ago-list?daysAgo=all&page=${page}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`get-ago-list answered ${response.status}`);
    const body = (await response.json()) as { content: MemberOrder[]; totalElements: number };
    rows.push(...body.content);
    if (body.content.length === 0 || rows.length >= body.totalElements) return rows;
  }
}

/** Every member-made seeded invitation, each as GET /api/invitation/get-detail answers it. */
export async function seededInvitations(base: string, members: readonly string[] = seededMembers): Promise<InvitationView[]> {
  const views: InvitationView[] = [];
  for (const username of members) {
    const cookie = await login(base, username);
    for (const order of await ordersOf(base, cookie)) {
      const response = await fetch(`${base}/api/invitation/get-detail?orderNum=${order.publicNum}`);
      if (!response.ok) throw new Error(`get-detail ${order.publicNum} answered ${response.status}`);
      views.push((await response.json()) as InvitationView);
    }
  }
  return views;
}
