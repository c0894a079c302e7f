import { z } from '../zod';
import { partnerListQuerySchema } from '../invitation/schemas';
import { partnerParamsSchema, partnerWithDetailsSchema } from '../schemas/partner';
import { endpoint } from './endpoint';

/** Partner wedding halls and funeral homes with their halls and rooms. */
export const partner = {
  detail: endpoint({
    method: 'GET',
    path: '/partners/get-partner-with-details/:id',
    access: 'public',
    summary: '제휴기관과 홀·빈소 목록',
    params: partnerParamsSchema,
    responses: { 200: partnerWithDetailsSchema },
    errors: [404],
  }),
  list: endpoint({
    method: 'GET',
    path: '/partners/get-list',
    access: 'public',
    summary: '예식장 또는 장례식장 목록과 홀·빈소 (청첩장·부고장 양식의 선택 상자)',
    query: partnerListQuerySchema,
    responses: { 200: z.array(partnerWithDetailsSchema) },
  }),
};
