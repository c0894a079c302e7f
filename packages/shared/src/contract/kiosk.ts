import { publicNumberQuerySchema } from '../invitation/schemas';
import { kioskDataSchema, kioskStreamParamsSchema } from '../schemas/kiosk';
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
};
