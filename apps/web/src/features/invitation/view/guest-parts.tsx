import type { ReactNode } from 'react';
import type { InvitationView } from '@ongi/shared';
import { rsvpGuestWords } from '@ongi/shared/light';
import { Section } from './section';

/**
 * What other features give the guest page, composed in by its entry
 * (invitation-main.tsx), so that no feature imports another and the form's
 * preview, which composes nothing, shows neither.
 */
export interface GuestParts {
  /** 참석 의사 (features/rsvp), on a wedding while the host takes answers. */
  rsvp?: (view: InvitationView) => ReactNode;
  /** 방명록 / 추모의 글 (features/guestbook). */
  guestbook?: (view: InvitationView) => ReactNode;
}

const guestbookTitles = { W: '방명록', F: '추모의 글' } as const;

interface PartProps {
  view: InvitationView;
  preview: boolean;
  parts: GuestParts | undefined;
}

/** The guestbook under its heading: 방명록 on a wedding, 추모의 글 on a funeral; none while the host turned it off. */
export function GuestbookPart({ view, preview, parts }: PartProps) {
  if (preview || !parts?.guestbook || view.guestbook === 'off') return null;
  return <Section title={guestbookTitles[view.invitationType]}>{parts.guestbook(view)}</Section>;
}

/** 참석 의사 under its heading, while the host takes answers. */
export function RsvpPart({ view, preview, parts }: PartProps) {
  if (preview || !view.rsvp || !parts?.rsvp) return null;
  return <Section title={rsvpGuestWords.title}>{parts.rsvp(view)}</Section>;
}
