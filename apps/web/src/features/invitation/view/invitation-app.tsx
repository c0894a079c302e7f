import { useEffect, useState } from 'react';
import type { InvitationView } from '@ongi/shared';
import { formatDocumentTitle } from '@web/shared/lib/document-title';
import { FuneralInvitation } from './funeral-invitation';
import type { GuestParts } from './guest-parts';
import { fetchView, listenForPreview, previewPath, publicNumberOf, readInlineClosed, readInlineView, type ViewState } from './load-view';
import { Closed, LoadFailed, Loading, NotFound, notFoundTitle } from './status-screens';
import { invitationTitle } from './view-text';
import { WeddingInvitation } from './wedding-invitation';

function firstState(preview: boolean): ViewState {
  if (preview) return { status: 'loading' };
  const inline = readInlineView();
  if (inline) return { status: 'ready', view: inline };
  const closed = readInlineClosed();
  if (closed) return { status: 'closed', message: closed };
  return publicNumberOf(window.location.pathname) ? { status: 'loading' } : { status: 'not-found' };
}

export function InvitationPage({ view, preview, parts }: { view: InvitationView; preview: boolean; parts?: GuestParts }) {
  if (view.wedding) return <WeddingInvitation view={view} wedding={view.wedding} preview={preview} parts={parts} />;
  if (view.funeral) return <FuneralInvitation view={view} funeral={view.funeral} preview={preview} parts={parts} />;
  return <NotFound />;
}

/**
 * The guest's page: the invitation the server put into the page, else one
 * request for the number in the address; in the form's preview frame, what the
 * form sends.
 */
export function InvitationApp({ parts }: { parts?: GuestParts } = {}) {
  const preview = window.location.pathname.replace(/\/$/, '') === previewPath;
  const [state, setState] = useState<ViewState>(() => firstState(preview));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (preview) return listenForPreview((view) => setState({ status: 'ready', view }));
  }, [preview]);

  const needsFetch = !preview && state.status === 'loading';
  useEffect(() => {
    if (!needsFetch) return;
    const publicNum = publicNumberOf(window.location.pathname);
    if (!publicNum) return;
    let current = true;
    void fetchView(publicNum).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [needsFetch, attempt]);

  useEffect(() => {
    if (state.status === 'ready') document.title = formatDocumentTitle(invitationTitle(state.view));
    else if (state.status === 'not-found') document.title = formatDocumentTitle(notFoundTitle);
    else if (state.status === 'closed') document.title = formatDocumentTitle(state.message.replace(/\.$/, ''));
  }, [state]);

  switch (state.status) {
    case 'ready':
      return <InvitationPage view={state.view} preview={preview} parts={parts} />;
    case 'not-found':
      return <NotFound />;
    case 'closed':
      return <Closed message={state.message} />;
    case 'error':
      return (
        <LoadFailed
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt(attempt + 1);
          }}
        />
      );
    default:
      return <Loading preview={preview} />;
  }
}
