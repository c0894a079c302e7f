import { siteSettingsSchema } from '../schemas/site';
import { endpoint } from './endpoint';

/** The company information the footer and the pages show, from configuration. */
export const site = {
  settings: endpoint({
    method: 'GET',
    path: '/site/settings',
    access: 'public',
    summary: '회사 정보 (푸터, 고객센터)',
    responses: { 200: siteSettingsSchema },
  }),
};
