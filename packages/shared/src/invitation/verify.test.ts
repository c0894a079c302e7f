import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { readInvitationLink } from './verify';
import { verifyPageUrl } from './verify-link';

const own = ['https://ongi.kr'];
const number = (publicNum: string) => ({ kind: 'number', publicNum });

describe('readInvitationLink', () => {
  it('reads a bare number, with the spaces and hyphens a person types', () => {
    expect(readInvitationLink('482739160527', own)).toEqual(number('482739160527'));
    expect(readInvitationLink(' 4827 3916 0527 ', own)).toEqual(number('482739160527'));
    expect(readInvitationLink('4827-3916-0527', own)).toEqual(number('482739160527'));
  });

  it('reads our link in any form: with or without a scheme, www., a query, a fragment, a trailing slash', () => {
    for (const link of [
      'https://ongi.kr/invitation/482739160527',
      'ongi.kr/invitation/482739160527',
      'http://www.ongi.kr/invitation/482739160527/',
      'https://ONGI.KR/invitation/482739160527?utm_source=kakaotalk#map',
      'https://ongi.kr/invitation/kiosk/482739160527',
      'https://ongi.kr/thanks/482739160527',
      'https://ongi.kr/og/482739160527.jpg',
    ]) {
      expect(readInvitationLink(link, own), link).toEqual(number('482739160527'));
    }
  });

  it('keeps the port out of it: a local server is its own host', () => {
    expect(readInvitationLink('http://127.0.0.1:4123/invitation/482739160527', ['http://127.0.0.1:3000'])).toEqual(number('482739160527'));
    expect(readInvitationLink('localhost:3000/invitation/482739160527', ['http://localhost:3000'])).toEqual(number('482739160527'));
  });

  it('names another domain, look-alikes and user-info tricks included, and marks link shorteners', () => {
    expect(readInvitationLink('https://ongi-card.com/invitation/482739160527', own)).toEqual({ kind: 'foreign', domain: 'ongi-card.com', shortened: false });
    expect(readInvitationLink('ongi.kr.invite-view.net/invitation/482739160527', own)).toEqual({
      kind: 'foreign',
      domain: 'ongi.kr.invite-view.net',
      shortened: false,
    });
    expect(readInvitationLink('https://ongi.kr@evil.example/invitation/482739160527', own)).toEqual({
      kind: 'foreign',
      domain: 'evil.example',
      shortened: false,
    });
    expect(readInvitationLink('https://bit.ly/3xYzAbC', own)).toEqual({ kind: 'foreign', domain: 'bit.ly', shortened: true });
  });

  it('says what is wrong with what cannot be an invitation', () => {
    expect(readInvitationLink('   ', own)).toEqual({ kind: 'malformed', message: messages.invitationVerify.empty });
    expect(readInvitationLink('12345', own)).toEqual({ kind: 'malformed', message: messages.invitationVerify.badNumber });
    expect(readInvitationLink('012345678901', own)).toEqual({ kind: 'malformed', message: messages.invitationVerify.badNumber });
    expect(readInvitationLink('청첩장 왔어요', own)).toEqual({ kind: 'malformed', message: messages.invitationVerify.unreadable });
    expect(readInvitationLink('javascript:alert(1)', own)).toEqual({ kind: 'malformed', message: messages.invitationVerify.unreadable });
    expect(readInvitationLink('https://ongi.kr/campaign', own)).toEqual({ kind: 'malformed', message: messages.invitationVerify.notInvitationLink });
    expect(readInvitationLink('https://ongi.kr/invitation/12345', own)).toEqual({ kind: 'malformed', message: messages.invitationVerify.notInvitationLink });
  });
});

describe('verifyPageUrl', () => {
  it('carries the link in its query', () => {
    expect(verifyPageUrl('482739160527')).toBe('/verify?link=482739160527');
    expect(new URLSearchParams(verifyPageUrl('https://ongi.kr/invitation/1?a=b&c').split('?')[1]).get('link')).toBe('https://ongi.kr/invitation/1?a=b&c');
  });
});
