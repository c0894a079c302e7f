import { publicNumberQuerySchema } from '../invitation/schemas';
import { orderNumParamsSchema } from '../invitation/lifecycle';
import { kioskDataSchema, kioskNameWallSchema, kioskSettingsAnswerSchema, kioskSettingsSchema, kioskStreamParamsSchema } from '../schemas/kiosk';
import { endpoint, notJson } from './endpoint';

/**
 * The on-site kiosk screen: its invitation, read once, and the live stream of
 * newly paid wreaths. Both are looked up by the public number, so an address
 * that misses too many numbers is refused for a while (429: the public-number
 * guard, plugins/public-number-guard.ts).
 */
export const kiosk = {
  data: endpoint({
    method: 'GET',
    path: '/invitation/get-kiosk-data',
    access: 'public',
    summary: '키오스크 화면의 청첩장·부고장 (공개 번호로; 주문번호로는 찾지 않음)',
    query: publicNumberQuerySchema,
    responses: { 200: kioskDataSchema },
    // 410: the host made the invitation private; the screen shows a calm closed page.
    errors: [404, 410, 429],
  }),
  // Server-Sent Events, opened by EventSource (urlOf): a screen refused for a while is answered 200 with only `retry:`.
  stream: endpoint({
    method: 'GET',
    path: '/kiosk/stream/:publicNum',
    access: 'public',
    summary: '키오스크 실시간 화환 알림 (text/event-stream: event wreath, data는 키오스크 목록의 한 줄)',
    params: kioskStreamParamsSchema,
    responses: { 200: notJson },
    answer: 'stream',
    errors: [404, 429],
  }),
  names: endpoint({
    method: 'GET',
    path: '/kiosk/names/:publicNum',
    access: 'public',
    summary: '키오스크 이름 벽: 마음을 전한 모든 분의 이름 (최신순, 보낸 분이 고른 대로 표시), 혼주·상주가 켠 경우 모인 마음과 기부 합계',
    params: kioskStreamParamsSchema,
    responses: { 200: kioskNameWallSchema },
    // 410: the host made the invitation private (as the kiosk's data).
    errors: [404, 410, 429],
  }),
  settings: endpoint({
    method: 'GET',
    path: '/kiosk/settings/:orderNum',
    access: 'member',
    summary: '키오스크 화면 설정 불러오기 (만든 사람만)',
    params: orderNumParamsSchema,
    responses: { 200: kioskSettingsAnswerSchema },
    errors: [404],
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/kiosk/settings/:orderNum',
    access: 'member',
    summary: '키오스크 화면 설정 저장: 모인 마음과 기부 합계 보이기 (만든 사람만)',
    params: orderNumParamsSchema,
    body: kioskSettingsSchema,
    responses: { 200: kioskSettingsAnswerSchema },
    errors: [404],
  }),
};
