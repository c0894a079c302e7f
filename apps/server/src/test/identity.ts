import { expect } from 'vitest';
import type { App } from '../app';
import { sameOrigin } from './app';

// Test helpers: a person verified through the real routes in sandbox mode
// (prepare, the sandbox window's answer, confirm), as the browser does it.

export interface SandboxPerson {
  name: string;
  phoneNum: string;
  birthDate?: string;
}

export async function prepareIdentity(app: App, person: SandboxPerson): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/prepare',
    headers: sameOrigin,
    payload: { name: person.name, phoneNum: person.phoneNum },
  });
  expect(response.statusCode).toBe(200);
  return response.json().identityVerificationId as string;
}

export async function answerSandboxIdentity(app: App, identityVerificationId: string, person: SandboxPerson, outcome: 'VERIFIED' | 'FAILED' = 'VERIFIED') {
  const response = await app.inject({
    method: 'POST',
    url: `/api/sandbox/identity-verifications/${encodeURIComponent(identityVerificationId)}`,
    headers: sameOrigin,
    payload: { ...person, outcome, failReason: outcome === 'FAILED' ? '사용자가 인증을 취소했습니다.' : undefined },
  });
  expect(response.statusCode).toBe(200);
}

export const confirmIdentity = (app: App, identityVerificationId: string) =>
  app.inject({ method: 'POST', url: '/api/identity/confirm', headers: sameOrigin, payload: { identityVerificationId } });

/** A confirmed, unused verification of this person: what signup and find-ID accept. */
export async function verifiedIdentity(app: App, person: SandboxPerson): Promise<string> {
  const id = await prepareIdentity(app, person);
  await answerSandboxIdentity(app, id, person);
  const confirmed = await confirmIdentity(app, id);
  expect(confirmed.statusCode).toBe(200);
  return id;
}
