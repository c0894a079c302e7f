import type { ReactNode } from 'react';
import type { InvitationView } from '@ongi/shared';
import { Section } from './section';

/** The guestbook's own content (features/guestbook), composed in by the guest page's entry. */
export type GuestbookSlot = (view: InvitationView) => ReactNode;

const titles = { W: '방명록', F: '추모의 글' } as const;

/** The guestbook under its heading: 방명록 on a wedding, 추모의 글 on a funeral; none while the host turned it off, nor in the form's preview. */
export function GuestbookPart({ view, preview, guestbook }: { view: InvitationView; preview: boolean; guestbook: GuestbookSlot | undefined }) {
  if (preview || !guestbook || view.guestbook === 'off') return null;
  return <Section title={titles[view.invitationType]}>{guestbook(view)}</Section>;
}
