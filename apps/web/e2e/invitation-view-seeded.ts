// Finding the seeded invitation a journey needs among those the seed made
// (test-support/seeded-invitations reads them as guests get them).
import type { InvitationView } from '@ongi/shared';
import { seededInvitations as readSeeded } from '../../../test-support/seeded-invitations';
import { BASE_URL } from './support/browser';

export type InvitationKind = 'wedding' | 'funeral';

/** Every seeded member's invitations, each as GET /api/invitation/get-detail answers it. */
export function seededInvitations(): Promise<InvitationView[]> {
  return readSeeded(BASE_URL);
}

export function kindOf(view: InvitationView): InvitationKind {
  return view.invitationType === 'W' ? 'wedding' : 'funeral';
}

/** A seeded invitation of one kind in one design. */
export function inDesign(views: InvitationView[], kind: InvitationKind, design: number): InvitationView {
  const view = views.find((candidate) => kindOf(candidate) === kind && candidate.mainDesign === design);
  if (!view) throw new Error(`시드에 디자인 ${design}의 ${kind === 'wedding' ? '청첩장' : '부고장'}이 없습니다.`);
  return view;
}

/** The first seeded invitation that has what a journey needs. */
export function findView(views: InvitationView[], what: string, test: (view: InvitationView) => boolean): InvitationView {
  const view = views.find(test);
  if (!view) throw new Error(`시드에 ${what} 초대장이 없습니다.`);
  return view;
}

/** The page's document title: the link preview's title and the product name. */
export function expectedTitle(view: InvitationView): string {
  const title = view.wedding ? `${view.wedding.groomName} ♥ ${view.wedding.brideName} 결혼합니다` : `故 ${view.funeral?.deceasedName ?? ''} 님 부고`;
  return `${title} | 온기`;
}

/** '10월 17일' of a 'YYYY-MM-DD' date, as the page writes it (no leading zeros). */
export function monthDay(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${month}월 ${day}일`;
}
