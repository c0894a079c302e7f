// Written by `npm run contract:routes` from contract/admin/faq.ts; the routes test fails when it is not current.
import type { faq as faqDeclared } from '../../contract/admin/faq';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/faq.ts's `faq`, for the browser; their schemas stay in the contract, as types. */
export const faq: RoutesOf<typeof faqDeclared> = {
  label: 'FAQ',
  list: { method: 'GET', path: '/admin/faq/list' },
  detail: { method: 'GET', path: '/admin/faq/detail/:seq' },
  save: { method: 'POST', path: '/admin/faq/save' },
  delete: { method: 'POST', path: '/admin/faq/delete' },
};
