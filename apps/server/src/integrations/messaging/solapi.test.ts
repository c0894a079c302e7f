import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itemAt } from '@ongi/shared';
import { createSolapiGateway } from './solapi';
import { MessageGatewayError, type OutboundMessage } from './types';
import { startFakeSolapi, type FakeSolapi } from './testing/fake-solapi';

// The Solapi client through the official SDK against a fake of Solapi's API:
// the SDK itself signs and sends, only its host is the fake's.

describe('Solapi gateway against a fake Solapi', () => {
  let fake: FakeSolapi;
  const message: OutboundMessage = {
    key: 'ORDER_GUIDE:W2611290001',
    to: '01012345678',
    template: 'ORDER_GUIDE',
    variables: { '#{주문번호}': 'W2611290001', '#{링크}': 'https://ongi.example/mypage/event/W2611290001' },
    text: '[온기] 청첩장·부고장이 만들어졌습니다. 주문번호 W2611290001, 관리: https://ongi.example/mypage/event/W2611290001',
  };
  const gateway = (overrides: { templateIds?: Record<string, string>; apiSecret?: string } = {}) =>
    createSolapiGateway({
      apiKey: fake.apiKey,
      apiSecret: overrides.apiSecret ?? fake.apiSecret,
      sender: '0212345678',
      kakaoPfId: 'KA01PF0000000000000000000000',
      templateIds: overrides.templateIds ?? { ORDER_GUIDE: 'KA01TP-ORDER' },
      apiBase: fake.url,
    });

  beforeAll(async () => {
    fake = await startFakeSolapi();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.accepted.length = 0;
    fake.authorizations.length = 0;
    fake.refuseAlimtalk = false;
    fake.failWith = null;
  });

  it('sends 알림톡 with its template, variables, SMS text for Solapi’s own fallback and our key, signed with the secret', async () => {
    const sent = await gateway().send(message);
    const accepted = itemAt(fake.accepted, 0, 'the accepted message');
    expect(sent).toEqual({ channel: 'ATA', providerId: accepted.messageId });
    expect(accepted).toMatchObject({
      to: '01012345678',
      from: '0212345678',
      type: 'ATA',
      text: message.text,
      kakaoOptions: { pfId: 'KA01PF0000000000000000000000', templateId: 'KA01TP-ORDER', variables: message.variables, disableSms: false },
      customFields: { ongiKey: message.key },
    });
    expect(fake.authorizations).toEqual([{ header: expect.stringMatching(`^HMAC-SHA256 apiKey=${fake.apiKey}, date=`), valid: true }]);
  });

  it('sends the same words as SMS/LMS at once when Solapi refuses the 알림톡 at acceptance', async () => {
    fake.refuseAlimtalk = true;
    const sent = await gateway().send(message);
    const accepted = itemAt(fake.accepted, 0, 'the fallback message');
    expect(fake.accepted).toHaveLength(1);
    expect(sent).toEqual({ channel: 'LMS', providerId: accepted.messageId });
    expect(accepted.kakaoOptions).toBeUndefined();
    expect(accepted).toMatchObject({ type: 'LMS', text: message.text, customFields: { ongiKey: message.key } });
  });

  it('sends a template without an approved id as SMS', async () => {
    const sent = await gateway({ templateIds: {} }).send({ ...message, text: '[온기] 짧은 안내' });
    expect(sent.channel).toBe('SMS');
    expect(itemAt(fake.accepted, 0, 'the SMS').kakaoOptions).toBeUndefined();
  });

  it('turns a provider error into our error, with Solapi’s code and words', async () => {
    fake.failWith = { status: 400, errorCode: 'NotEnoughBalance', errorMessage: '잔액이 부족합니다.' };
    const error = await gateway()
      .send(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MessageGatewayError);
    expect(error).toMatchObject({ code: 'NotEnoughBalance', message: '솔라피 오류: 잔액이 부족합니다. (NotEnoughBalance)' });
    expect(fake.accepted).toHaveLength(0);
  });

  it('is refused when its signature does not hold (a wrong secret)', async () => {
    const error = await gateway({ apiSecret: 'not-the-secret' })
      .send(message)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'SignatureDoesNotMatch' });
    expect(fake.authorizations.map((entry) => entry.valid)).toEqual([false]);
  });

  it('finds a message it sent by our key, and nothing for another key', async () => {
    const since = new Date(Date.now() - 60_000);
    const sent = await gateway().send(message);
    expect(await gateway().find(message, since)).toEqual(sent);
    expect(await gateway().find({ ...message, key: 'ORDER_GUIDE:another' }, since)).toBeNull();
  });
});
