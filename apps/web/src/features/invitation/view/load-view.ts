// Where the guest's page gets its invitation: the JSON the server put into the
// page, else one request for the number in the address; the form's preview
// frame (/invitation/preview) is given it by its parent instead.
import type { InvitationView } from '@ongi/shared';
import { readPageData } from '@web/shared/lib/page-data';
import { viewAddress } from './addresses';

export type ViewState =
  | { status: 'loading' }
  | { status: 'ready'; view: InvitationView }
  | { status: 'not-found' }
  /** The host made it private (공개·보관 설정): the server's sentence, in the kind's words. */
  | { status: 'closed'; message: string }
  | { status: 'error' };

export const previewPath = '/invitation/preview';

/** The message the form's preview sends (and sends again as the host types). */
export const previewMessageType = 'ongi-invitation-preview';
/** What this frame tells its parent once it listens, so the first view is not sent into the void. */
export const previewReadyType = 'ongi-invitation-preview-ready';

/** The public number in '/invitation/{number}', or null when the address has none. */
export function publicNumberOf(pathname: string): string | null {
  const [, number] = /^\/invitation\/([^/]+)\/?$/.exec(pathname) ?? [];
  return number === undefined ? null : decodeURIComponent(number);
}

/** The invitation the server put into the page (absent in development and for unknown numbers). */
export function readInlineView(): InvitationView | null {
  return readPageData<InvitationView>('invitation-data');
}

/** The closed page's sentence the server put into the page, when the host made the invitation private. */
export function readInlineClosed(): string | null {
  return readPageData<{ message: string }>('invitation-closed')?.message ?? null;
}

/** One request for the invitation; the server answers 404 for an unknown or malformed number. */
export async function fetchView(publicNum: string): Promise<ViewState> {
  try {
    const response = await fetch(viewAddress(publicNum), {
      headers: { Accept: 'application/json' },
    });
    if (response.status === 404 || response.status === 400) return { status: 'not-found' };
    if (response.status === 410) return { status: 'closed', message: ((await response.json()) as { message: string }).message };
    if (!response.ok) return { status: 'error' };
    return { status: 'ready', view: (await response.json()) as InvitationView };
  } catch {
    return { status: 'error' };
  }
}

/**
 * Preview mode: renders whatever the parent page (same origin only) sends.
 * Returns the unsubscribe function.
 */
export function listenForPreview(onView: (view: InvitationView) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    const data = event.data as { type?: unknown; view?: InvitationView } | null;
    if (data?.type === previewMessageType && data.view) onView(data.view);
  };
  window.addEventListener('message', onMessage);
  if (window.parent !== window) window.parent.postMessage({ type: previewReadyType }, window.location.origin);
  return () => window.removeEventListener('message', onMessage);
}
