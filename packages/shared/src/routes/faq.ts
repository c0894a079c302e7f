// Written by `npm run contract:routes` from contract/faq.ts; the routes test fails when it is not current.
import type { faq as faqDeclared } from '../contract/faq';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/faq.ts's `faq`, for the browser; their schemas stay in the contract, as types. */
export const faq: RoutesOf<typeof faqDeclared> = { list: { method: 'GET', path: '/faq/get-list' } };
