import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { url } from './browser';
import { readOutbox, type OutboxMail } from '../../../../test-support/outbox';

export type { OutboxMail } from '../../../../test-support/outbox';

/** A member made for one journey through the same API calls the signup page makes. */
export interface TestMember {
  name: string;
  username: string;
  password: string;
  phoneNum: string;
  email: string;
}

let serial = 0;
/** Digits no other journey of this run uses (the process id keeps parallel runs apart). */
export function uniqueDigits(length: number): string {
  serial += 1;
  const stamp = `${Date.now()}${process.pid}${serial}`;
  return stamp.slice(-length).padStart(length, '0');
}

export async function getJson<T>(page: Page, apiPath: string): Promise<T> {
  const response = await page.request.get(url(apiPath));
  expect(response.ok(), `${apiPath} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function postJson<T>(page: Page, apiPath: string, data: unknown): Promise<T> {
  const response = await page.request.post(url(apiPath), { data });
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok()) throw new Error(`${apiPath} → ${response.status()} ${JSON.stringify(body)}`);
  return body;
}

/** What a journey's member has beyond the required fields: the birth date the sandbox verifies, the mail domain, more signup fields. */
export interface SignupDetails {
  birthDate?: string;
  mailDomain?: string;
  fields?: Record<string, unknown>;
}

/** Signs a fresh member up (sandbox identity verification, then signup); the page's context is then logged in. */
export async function signUpThroughApi(page: Page, name: string, prefix: string, details: SignupDetails = {}): Promise<TestMember> {
  const username = `${prefix}${uniqueDigits(10)}`;
  const email = `${username}@${details.mailDomain ?? 'example.com'}`;
  const member: TestMember = { name, username, password: 'Start9#Harbor', phoneNum: `010${uniqueDigits(8)}`, email };
  const prepared = await postJson<{ identityVerificationId: string; provider: string }>(page, '/api/identity/prepare', {
    name: member.name,
    phoneNum: member.phoneNum,
  });
  // Journeys answer the sandbox's own window; a configured PortOne would never see these answers.
  expect(prepared.provider).toBe('sandbox');
  const { identityVerificationId } = prepared;
  await postJson(page, `/api/sandbox/identity-verifications/${encodeURIComponent(identityVerificationId)}`, {
    name: member.name,
    phoneNum: member.phoneNum,
    ...(details.birthDate ? { birthDate: details.birthDate } : {}),
    outcome: 'VERIFIED',
  });
  await postJson(page, '/api/identity/confirm', { identityVerificationId });
  await postJson(page, '/api/account/signup', {
    name: member.name,
    username: member.username,
    pwd: member.password,
    telNum: '0212345678',
    phoneNum: member.phoneNum,
    email: member.email,
    marketingSms: 'N',
    marketingEmail: 'N',
    ...details.fields,
    identityVerificationId,
  });
  return member;
}

/** The mails this journey file's server wrote (support/product.ts passes its data folder as E2E_DATA_DIR), newest first. */
export async function outboxMails(): Promise<OutboxMail[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR가 없습니다: npm run test:e2e 로 실행하세요.');
  return readOutbox(path.join(dataDir, 'outbox'));
}

/** The newest mail to `to`, waiting a little for the server to write it. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await outboxMails()).find((message) => message.to.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`${to} 에게 간 메일이 outbox에 없습니다.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
