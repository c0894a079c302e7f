import type { RsvpAnswer } from '@ongi/shared';
import { rsvpAddresses, type ChangeBody, type CreateBody, type FindBody } from './addresses';

// The guest's answer is theirs without a login: this browser keeps its token
// per invitation, and sends it in the body (never in an address).

const storageKey = (publicNum: string) => `ongi-rsvp:${publicNum}`;

export function keptToken(publicNum: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(publicNum));
  } catch {
    return null;
  }
}

export function keepToken(publicNum: string, token: string | null) {
  try {
    if (token) window.localStorage.setItem(storageKey(publicNum), token);
    else window.localStorage.removeItem(storageKey(publicNum));
  } catch {
    // A browser that keeps nothing (private mode) still sent the answer; name and password find it again.
  }
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

const offline = '네트워크 연결을 확인한 뒤 다시 시도해 주세요.';

async function send<T>(target: { method: 'POST' | 'PUT'; url: string }, body: unknown): Promise<Outcome<T>> {
  try {
    const response = await fetch(target.url, {
      method: target.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) return { ok: false, status: response.status, message: answer.message ?? offline };
    return { ok: true, value: answer as T };
  } catch {
    return { ok: false, status: 0, message: offline };
  }
}

type WithToken = { token: string; answer: RsvpAnswer; message: string };
type Own = { answer: RsvpAnswer; message: string };

export const rsvpApi = {
  create: (publicNum: string, body: CreateBody) => send<WithToken>(rsvpAddresses.create(publicNum), body),
  own: (publicNum: string, token: string) => send<Own>(rsvpAddresses.own(publicNum), { token }),
  change: (publicNum: string, body: ChangeBody) => send<Own>(rsvpAddresses.change(publicNum), body),
  find: (publicNum: string, body: FindBody) => send<WithToken>(rsvpAddresses.find(publicNum), body),
};
