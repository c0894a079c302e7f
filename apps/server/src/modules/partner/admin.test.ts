import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, partnerAdminMessages, type AdminCampaignOptions, type AdminPartnerDetail, type AdminPartnerRow } from '@ongi/shared';
import { partners } from '@server/db/schema';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { getAs, postAs } from '@server/test/member-session';
import { createCampaign, createFuneralInvitation, createPartner } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  for (let i = 1; i <= 11; i += 1) {
    await createPartner(t.database.db, {
      type: i % 2 ? 'wedding' : 'funeral',
      name: `제휴기관 ${i}`,
      roadAddressName: i === 3 ? '부산 해운대구 해운대로 1' : '서울 중구 세종대로 110',
      addressName: i === 3 ? '부산 해운대구 우동 1' : '서울 중구 태평로1가 31',
      createDate: new Date(Date.UTC(2026, 0, i)),
    });
  }
});
afterAll(() => t.close());

type PartnerPage = { content: AdminPartnerRow[]; totalElements: number };
const save = (payload: unknown, cookie = callers.admin) => postAs(t.app, '/api/admin/partner/save', payload, cookie);
const list = (query = '', cookie = callers.admin) => getAs(t.app, `/api/admin/partner/list${query}`, cookie);

const place = {
  type: 'wedding',
  name: '더채플 청담',
  latitude: 37.5246,
  longitude: 127.0455,
  addressName: '서울 강남구 청담동 1-1',
  roadAddressName: '서울 강남구 선릉로 757',
  phone: '02-540-0000',
  placeUrl: 'http://place.map.kakao.com/12345',
};

describe('the admin partner resource', () => {
  it('lists 10 a page, newest first, with type, road address and phone', async () => {
    const first = (await list()).json() as PartnerPage;
    expect(first.totalElements).toBe(11);
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({ name: '제휴기관 11', type: 'wedding', roadAddressName: '서울 중구 세종대로 110', phone: '0212345678' });
    const second = (await list('?page=2')).json() as PartnerPage;
    expect(second.content.map((row) => row.name)).toEqual(['제휴기관 1']);
  });

  it('searches by name, by address (road or lot number) and by both', async () => {
    const byName = (await list(`?searchType=name&searchWord=${encodeURIComponent('기관 10')}`)).json() as PartnerPage;
    expect(byName.content.map((row) => row.name)).toEqual(['제휴기관 10']);
    const byRoad = (await list(`?searchType=address&searchWord=${encodeURIComponent('해운대로')}`)).json() as PartnerPage;
    expect(byRoad.content.map((row) => row.name)).toEqual(['제휴기관 3']);
    const byLot = (await list(`?searchType=address&searchWord=${encodeURIComponent('우동')}`)).json() as PartnerPage;
    expect(byLot.content.map((row) => row.name)).toEqual(['제휴기관 3']);
    const nameIsNotAddress = (await list(`?searchType=address&searchWord=${encodeURIComponent('제휴기관')}`)).json() as PartnerPage;
    expect(nameIsNotAddress.totalElements).toBe(0);
    const all = (await list(`?searchType=all&searchWord=${encodeURIComponent('부산')}`)).json() as PartnerPage;
    expect(all.totalElements).toBe(1);
  });

  it('refuses a search type it does not have', async () => {
    const response = await list('?searchType=phone');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.query.searchType });
  });

  it('registers a place with its halls (empty names dropped), reads, edits and deletes it, each in the audit trail', async () => {
    const created = await save({ partnerSeq: -1, ...place, details: [{ name: ' 그랜드홀 ' }, { name: '' }, { name: '   ' }, { name: '가든홀' }] });
    expect(created.statusCode).toBe(200);
    const { seq, message } = created.json() as { seq: number; message: string };
    expect(message).toBe(messages.admin.created);

    const detail = (await getAs(t.app, `/api/admin/partner/detail/${seq}`, callers.admin)).json() as AdminPartnerDetail;
    expect(detail).toMatchObject({ partnerSeq: seq, ...place });
    expect(detail.details.map((row) => row.name)).toEqual(['그랜드홀', '가든홀']);

    // The public invitation forms see it with its halls.
    const publicList = (await getAs(t.app, '/api/partners/get-list?type=wedding')).json() as Array<{ partnerSeq: number; details: Array<{ name: string }> }>;
    expect(publicList.find((row) => row.partnerSeq === seq)?.details.map((row) => row.name)).toEqual(['그랜드홀', '가든홀']);

    const edited = await save({
      partnerSeq: seq,
      type: 'funeral',
      name: '청담 추모관',
      latitude: null,
      longitude: null,
      addressName: '',
      roadAddressName: '  ',
      phone: '',
      placeUrl: '',
      details: [{ name: '특실' }],
    });
    expect(edited.json()).toEqual({ seq, message: messages.admin.updated });
    expect((await getAs(t.app, `/api/admin/partner/detail/${seq}`, callers.admin)).json()).toMatchObject({
      type: 'funeral',
      name: '청담 추모관',
      latitude: null,
      longitude: null,
      addressName: null,
      roadAddressName: null,
      phone: null,
      placeUrl: null,
      details: [{ name: '특실' }],
    });

    const deleted = await postAs(t.app, '/api/admin/partner/delete', { seqs: [seq] }, callers.admin);
    expect(deleted.json()).toEqual({ deleted: 1, message: messages.admin.deleted });
    const gone = await getAs(t.app, `/api/admin/partner/detail/${seq}`, callers.admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.admin.notFound('제휴기관') });

    const audit = (await getAs(t.app, '/api/admin/audit/list?searchType=resource&searchWord=partner', callers.admin)).json() as {
      content: Array<{ action: string; targetSeqs: number[]; summary: string }>;
    };
    expect(audit.content.slice(0, 3).map((row) => [row.action, row.targetSeqs, row.summary])).toEqual([
      ['delete', [seq], '제휴기관 1건 삭제: 청담 추모관'],
      ['update', [seq], '청담 추모관'],
      ['create', [seq], '더채플 청담'],
    ]);
  });

  it('refuses to delete a partner campaigns or invitations name, saying what and how many; the database refuses too', async () => {
    const partner = await createPartner(t.database.db, { name: '캠페인의 기관', type: 'funeral' });
    const campaign = await createCampaign(t.database.db, { partnerSeq: partner.partnerSeq });
    await createFuneralInvitation(t.database.db, { partnerSeq: partner.partnerSeq });
    await createFuneralInvitation(t.database.db, { partnerSeq: partner.partnerSeq });
    const refused = await postAs(t.app, '/api/admin/partner/delete', { seqs: [partner.partnerSeq] }, callers.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `캠페인 1건과 부고장 2건이 연결된 제휴기관(캠페인의 기관)은 삭제할 수 없습니다. ${partnerAdminMessages.endInstead}`,
    });
    const campaignAfter = await t.database.db.query.campaigns.findFirst({ where: (row, { eq }) => eq(row.campaignSeq, campaign.campaignSeq) });
    expect(campaignAfter?.partnerSeq).toBe(partner.partnerSeq);
    await expect(t.database.db.delete(partners).where(eq(partners.partnerSeq, partner.partnerSeq))).rejects.toThrow();
  });

  it('ends a partner: no longer offered to the invitation forms, marked in the campaign form, kept where it is named; then opens it again', async () => {
    const partner = await createPartner(t.database.db, { name: '문 닫는 예식장', type: 'wedding' });
    const offered = async () =>
      ((await getAs(t.app, '/api/partners/get-list?type=wedding')).json() as Array<{ partnerSeq: number }>).map((row) => row.partnerSeq);
    expect(await offered()).toContain(partner.partnerSeq);
    const ended = await postAs(t.app, `/api/admin/partner/end/${partner.partnerSeq}`, {}, callers.admin);
    expect(ended.json()).toEqual({ seq: partner.partnerSeq, ended: true, message: partnerAdminMessages.ended('문 닫는 예식장') });
    expect(await offered()).not.toContain(partner.partnerSeq);
    const options = (await getAs(t.app, '/api/admin/campaign/options', callers.admin)).json() as AdminCampaignOptions;
    expect(options.partners).toContainEqual({ partnerSeq: partner.partnerSeq, name: '문 닫는 예식장', type: 'wedding', ended: true });
    expect(((await getAs(t.app, `/api/admin/partner/detail/${partner.partnerSeq}`, callers.admin)).json() as AdminPartnerDetail).endedAt).not.toBeNull();
    const reopened = await postAs(t.app, `/api/admin/partner/reopen/${partner.partnerSeq}`, {}, callers.admin);
    expect(reopened.json()).toEqual({ seq: partner.partnerSeq, ended: false, message: partnerAdminMessages.reopened('문 닫는 예식장') });
    expect(await offered()).toContain(partner.partnerSeq);
    await expectAdminOnly(t.app, callers, { method: 'POST', url: `/api/admin/partner/end/${partner.partnerSeq}` });
  });

  it.each([
    [{ ...place, type: undefined }, partnerAdminMessages.typeRequired],
    [{ ...place, type: '' }, partnerAdminMessages.typeRequired],
    [{ ...place, type: 'hotel' }, partnerAdminMessages.typeRequired],
    [{ ...place, name: '  ' }, partnerAdminMessages.nameRequired],
    [{ ...place, name: undefined }, partnerAdminMessages.nameRequired],
    [{ ...place, name: '가'.repeat(101) }, partnerAdminMessages.nameTooLong],
    [{ ...place, latitude: 91 }, partnerAdminMessages.coordinatesInvalid],
    [{ ...place, longitude: 'east' }, partnerAdminMessages.coordinatesInvalid],
    [{ ...place, addressName: '가'.repeat(201) }, partnerAdminMessages.addressTooLong],
    [{ ...place, roadAddressName: '가'.repeat(201) }, partnerAdminMessages.addressTooLong],
    [{ ...place, phone: '02-123-4567 ext' }, partnerAdminMessages.phoneInvalid],
    [{ ...place, phone: '0'.repeat(21) }, partnerAdminMessages.phoneInvalid],
    [{ ...place, placeUrl: 'javascript:alert(1)' }, partnerAdminMessages.placeUrlInvalid],
    [{ ...place, details: [{ name: '가'.repeat(51) }] }, partnerAdminMessages.detailNameTooLong],
    [{ ...place, details: Array.from({ length: 51 }, (_, i) => ({ name: `홀 ${i}` })) }, partnerAdminMessages.tooManyDetails],
    [{ ...place, partnerSeq: 0 }, messages.query.seq],
  ])('refuses a save with its sentence: %#', async (payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses an edit of a partner that is gone', async () => {
    const gone = await save({ ...place, partnerSeq: 999999 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.admin.notFound('제휴기관') });
  });

  it('deletes nothing when none is chosen, or when one of the chosen is foreign or gone', async () => {
    const none = await postAs(t.app, '/api/admin/partner/delete', { seqs: [] }, callers.admin);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: messages.admin.noneSelected.partner });
    expect((await postAs(t.app, '/api/admin/partner/delete', {}, callers.admin)).json()).toEqual({ message: messages.admin.noneSelected.partner });

    const kept = await createPartner(t.database.db, { name: '남아야 하는 기관' });
    const stale = await postAs(t.app, '/api/admin/partner/delete', { seqs: [kept.partnerSeq, 987654] }, callers.admin);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: messages.admin.staleSelection });
    expect((await getAs(t.app, `/api/admin/partner/detail/${kept.partnerSeq}`, callers.admin)).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/partner/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/partner/detail/1' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/partner/save', payload: place });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/partner/delete', payload: { seqs: [1] } });
  });
});
