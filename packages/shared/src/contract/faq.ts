import { faqListQuerySchema, faqPageSchema } from '../schemas/faq';
import { endpoint } from './endpoint';

/** The FAQ board. */
export const faq = {
  list: endpoint({
    method: 'GET',
    path: '/faq/get-list',
    access: 'public',
    summary: '자주 묻는 질문 (10개씩, 제목·내용 검색)',
    query: faqListQuerySchema,
    responses: { 200: faqPageSchema },
  }),
};
