import { useState } from 'react';
import { identityRequestSchema, messages, type IdentityConfirmResult, type IdentityPrepare } from '@ongi/shared';
import { ApiError } from '@web/shared/lib/api';
import { useSiteSettings } from '@web/shared/lib/site-settings';
import { alert } from '@web/shared/ui/modal';
import { identityApi } from './api';

/**
 * 본인인증 (decision 007): the server hands out an id, the person proves who
 * they are with the provider (PortOne's window, or the sandbox window when no
 * keys are configured), and only the server's confirmation counts.
 */

/** What the sandbox window tells its opener (contract: type 'ongi-identity'). */
export interface SandboxIdentityMessage {
  type: 'ongi-identity';
  identityVerificationId: string;
  /** Present when the verification failed. */
  code?: string;
  message?: string;
}

export const sandboxIdentityMessageType = 'ongi-identity';

export type IdentityOutcome = { status: 'verified'; result: IdentityConfirmResult } | { status: 'failed'; message: string } | { status: 'error' };

/** The sandbox popup's address: a path of this site (kept here so the helper needs no router). */
export interface IdentityOptions {
  sandboxPath: (query: { identityVerificationId: string; name: string; phoneNum: string }) => string;
}

/** A provider answer: nothing when the person verified, a message when they did not. */
type ProviderAnswer = { failed: false } | { failed: true; message: string };

const popupFeatures = (width: number, height: number) => {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
};

/** The sandbox window; resolves with its postMessage, or as cancelled when it is closed without one. */
function askSandbox(url: string, identityVerificationId: string): Promise<ProviderAnswer> {
  const popup = window.open(url, 'ongi-identity', popupFeatures(480, 720));
  if (!popup) return Promise.reject(new Error('popup blocked'));
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: ProviderAnswer) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      resolve(answer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Partial<SandboxIdentityMessage> | null;
      if (!data || data.type !== sandboxIdentityMessageType || data.identityVerificationId !== identityVerificationId) return;
      finish(data.code ? { failed: true, message: data.message || data.code } : { failed: false });
    };
    window.addEventListener('message', onMessage);
    const watch = window.setInterval(() => {
      // The window posts before it closes; a moment's grace lets that message arrive first.
      if (!popup.closed) return;
      window.clearInterval(watch);
      window.setTimeout(() => finish({ failed: true, message: messages.identity.cancelled }), 300);
    }, 400);
  });
}

async function askPortOne(prepared: IdentityPrepare): Promise<ProviderAnswer> {
  const { requestIdentityVerification } = await import('@portone/browser-sdk/v2');
  const response = await requestIdentityVerification({
    storeId: prepared.storeId ?? '',
    identityVerificationId: prepared.identityVerificationId,
    channelKey: prepared.channelKey ?? undefined,
  });
  if (!response) throw new Error('no answer from PortOne');
  return response.code ? { failed: true, message: response.message || response.code } : { failed: false };
}

/** Runs the whole verification for a name and mobile number; never throws. */
export async function verifyIdentity(name: string, phoneNum: string, options: IdentityOptions): Promise<IdentityOutcome> {
  try {
    const prepared = await identityApi.prepare({ name, phoneNum });
    const answer =
      prepared.provider === 'portone'
        ? await askPortOne(prepared)
        : await askSandbox(
            options.sandboxPath({ identityVerificationId: prepared.identityVerificationId, name: name.trim(), phoneNum: phoneNum.replace(/\D/g, '') }),
            prepared.identityVerificationId,
          );
    if (answer.failed) return { status: 'failed', message: messages.identity.failedPrefix + answer.message };
    const result = await identityApi.confirm(prepared.identityVerificationId);
    return { status: 'verified', result };
  } catch (error) {
    // A 4xx from our server already says what went wrong ('본인인증 실패: …', not verified, mismatch);
    // so does its 503 when the service is off.
    if (error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.message === messages.common.serviceOff)) {
      return { status: 'failed', message: error.message };
    }
    return { status: 'error' };
  }
}

/**
 * How the outcome is told: an alert by default; inside a modal, a line in the
 * modal itself (only the top modal is shown, so an alert would hide it).
 */
export type IdentityNotify = (message: string, kind: 'verified' | 'failed') => Promise<void> | void;

/**
 * The 본인인증 button's behaviour: checks the name and mobile first, runs the
 * verification and tells the person how it went. Resolves the confirmed result,
 * or null.
 */
const alertOutcome: IdentityNotify = (message) => alert(message);

export function useIdentityVerification(options: IdentityOptions, notify: IdentityNotify = alertOutcome) {
  const [isPending, setPending] = useState(false);
  const { data: settings } = useSiteSettings();
  const verify = async (name: string, phoneNum: string): Promise<IdentityConfirmResult | null> => {
    // No provider and no sandbox on this server: say so instead of opening a window that cannot work.
    if (settings?.services.identityVerification === 'off') {
      await notify(messages.common.serviceOff, 'failed');
      return null;
    }
    if (!identityRequestSchema.safeParse({ name, phoneNum }).success) {
      await notify(messages.identity.needNameAndPhone, 'failed');
      return null;
    }
    setPending(true);
    const outcome = await verifyIdentity(name, phoneNum, options);
    setPending(false);
    if (outcome.status === 'verified') {
      await notify(messages.identity.verified, 'verified');
      return outcome.result;
    }
    await notify(outcome.status === 'failed' ? outcome.message : messages.identity.error, 'failed');
    return null;
  };
  return { verify, isPending };
}
