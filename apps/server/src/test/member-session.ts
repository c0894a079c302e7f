import { expect } from 'vitest';
import { messages } from '@ongi/shared';
import type { App } from '../app';
import { createFuneralInvitation } from '../seed/factories';
import { sameOrigin, sessionCookie, type TestContext } from './app';

/** The password the account factory gives every account unless a test names another. */
export const factoryPassword = 'Passw0rd!';

/** A member's session cookie, from the real login route. */
export async function loginAs(app: App, username: string, pwd = factoryPassword): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/account/login', headers: sameOrigin, payload: { username, pwd } });
  return sessionCookie(response);
}

/** A non-member's session cookie, from the real non-member login with an order of theirs. */
export async function nonMemberLogin(app: App, login: { nonUserName: string; phoneNum: string; orderNum: string }): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/account/nonUserLogin', headers: sameOrigin, payload: login });
  return sessionCookie(response);
}

/** A non-member who placed a funeral order, logged in with it. */
export async function nonMemberSession(t: TestContext, guest = { name: '이정민', phone: '01092837465' }): Promise<string> {
  const order = await createFuneralInvitation(t.database.db, { nonMemberName: guest.name, nonMemberPhone: guest.phone });
  return nonMemberLogin(t.app, { nonUserName: guest.name, phoneNum: guest.phone, orderNum: order.orderNum });
}

/** A GET as the holder of the session cookie (a visitor without one). */
export function getAs(app: App, url: string, cookie?: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

/** A same-origin JSON POST as the holder of the session cookie; `headers` replaces the same-origin ones. */
export function postAs(app: App, url: string, payload: unknown, cookie?: string, headers: Record<string, string> = sameOrigin) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/** The answer is a refusal: this status and `{ message }`. */
export function expectRefusal(response: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message });
}

/** A members-only GET: 401 without a session, 403 for a non-member's session. */
export async function expectMembersOnly(app: App, url: string, nonMemberCookie: string) {
  expectRefusal(await getAs(app, url), 401, messages.common.unauthenticated);
  expectRefusal(await getAs(app, url, nonMemberCookie), 403, messages.common.forbidden);
}
