import { adminSeqParams } from '../schemas/admin';
import { transferRecordSchema } from '../schemas/settlement';
import { endpoint } from './endpoint';

/** The public transfer record (issue 25 §1): what reached an organisation, with the proof, and what is still pending. */
export const settlement = {
  organisation: endpoint({
    method: 'GET',
    path: '/settlement/donation-group/:seq',
    access: 'public',
    summary: '기부후원 단체의 월별 전달 기록과 전달 대기 금액',
    params: adminSeqParams,
    responses: { 200: transferRecordSchema },
    errors: [404],
  }),
  campaign: endpoint({
    method: 'GET',
    path: '/settlement/campaign/:seq',
    access: 'public',
    summary: '캠페인 기부화환의 월별 전달 기록과 전달 대기 금액',
    params: adminSeqParams,
    responses: { 200: transferRecordSchema },
    errors: [404],
  }),
};
