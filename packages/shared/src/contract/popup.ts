import { activePopupListSchema } from '../schemas/popup';
import { endpoint } from './endpoint';

/** The popups the home shows today. */
export const popup = {
  active: endpoint({
    method: 'GET',
    path: '/popup/active',
    access: 'public',
    summary: '홈에 띄울 팝업 (사용 중, 오늘이 기간 안)',
    responses: { 200: activePopupListSchema },
  }),
};
