import { z } from '../zod';
import { messages } from '../messages';
import { invitationNumberPattern, invitationTypes } from './schemas';

// 온기 초대장 확인 (issue 24 §5): fake mobile invitations are a large share of
// smishing in Korea. Anyone may paste a link or a number they received and
// learn whether it is an invitation of this service, and whose. The pasted
// text is read here, once, for the page and the server alike.

/** Services that shorten links: a shortened invitation link hides where it goes, which is how fakes travel. */
const linkShorteners = [
  'bit.ly',
  'han.gl',
  'me2.do',
  'vo.la',
  'url.kr',
  'buly.kr',
  'c11.kr',
  'tinyurl.com',
  'goo.gl',
  't.ly',
  'is.gd',
  'lrl.kr',
  'zxcv.be',
  'naver.me',
];

/** What a pasted link or number turned out to be, before anything is looked up. */
export type ReadInvitationLink =
  | { kind: 'number'; publicNum: string }
  /** A link to another site: never one of ours, whatever its path says. */
  | { kind: 'foreign'; domain: string; shortened: boolean }
  | { kind: 'malformed'; message: string };

/** 'ongi.kr' from 'https://www.ongi.kr:443': the host a person reads, without the www. a link may add. */
function bareHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

/** The invitation pages a link of ours may name: the guest page (and its kiosk screen) and the thank-you page. */
const ownInvitationPath = /^\/(?:invitation(?:\/kiosk)?|thanks|og)\/([^/]+?)(?:\.jpg)?\/?$/;

/**
 * Reads what a person pasted: a bare public number (spaces and hyphens
 * allowed: '1234 5678 9012'), or a link in any form (with or without
 * https://, with a query or a fragment). A link counts as ours only when its
 * host is the host of one of `ownOrigins` (PUBLIC_URL), with or without www.;
 * anything else, a look-alike or a user-info trick ('ongi.kr@evil.example')
 * included, is foreign and named.
 */
export function readInvitationLink(text: string, ownOrigins: readonly string[]): ReadInvitationLink {
  const pasted = text.trim();
  if (pasted === '') return { kind: 'malformed', message: messages.invitationVerify.empty };
  if (/^[\d\s-]+$/.test(pasted)) {
    const digits = pasted.replace(/\D/g, '');
    return invitationNumberPattern.test(digits) ? { kind: 'number', publicNum: digits } : { kind: 'malformed', message: messages.invitationVerify.badNumber };
  }
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(pasted) ? pasted : `https://${pasted}`);
  } catch {
    return { kind: 'malformed', message: messages.invitationVerify.unreadable };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || (!url.hostname.includes('.') && url.hostname !== 'localhost')) {
    return { kind: 'malformed', message: messages.invitationVerify.unreadable };
  }
  const host = bareHost(url.hostname);
  const ownHosts = new Set(ownOrigins.flatMap((origin) => (URL.canParse(origin) ? [bareHost(new URL(origin).hostname)] : [])));
  if (!ownHosts.has(host)) return { kind: 'foreign', domain: host, shortened: linkShorteners.includes(host) };
  const path = ownInvitationPath.exec(url.pathname);
  const publicNum = path?.[1];
  if (!publicNum || !invitationNumberPattern.test(publicNum)) return { kind: 'malformed', message: messages.invitationVerify.notInvitationLink };
  return { kind: 'number', publicNum };
}

/** GET /api/invitation/verify: the link or number as pasted. */
export const invitationVerifyQuerySchema = z.object({
  link: z.string({ error: messages.invitationVerify.empty }).max(2000, messages.invitationVerify.unreadable),
});

/**
 * The check's answer. `real`: an invitation of this service, with what it
 * shows every guest (the names, the day, the place; never a phone or an
 * account). `private`: ours, but its host made it private, so nothing of it is
 * told. `foreign`: a link to another site. An unknown number is 404, a
 * malformed one 400.
 */
export const invitationVerifySchema = z.discriminatedUnion('result', [
  z.object({
    result: z.literal('real'),
    invitationType: z.enum(invitationTypes),
    /** As the invitation shows them: '김민수 ♥ 이지은', '故 홍길동'. */
    names: z.string(),
    /** '2026년 5월 9일 토요일 오후 1시 30분' (the wedding, or the 발인). */
    when: z.string(),
    /** '라온채플 강남 그랜드홀 3층' */
    where: z.string(),
    /** The invitation's own address on this service. */
    url: z.string(),
  }),
  z.object({ result: z.literal('private') }),
  z.object({ result: z.literal('foreign'), domain: z.string(), shortened: z.boolean() }),
]);
export type InvitationVerify = z.output<typeof invitationVerifySchema>;
