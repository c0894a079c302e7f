// Written by `npm run contract:routes` from contract/admin/payment.ts; the routes test fails when it is not current.
import type {
  donationLedger as donationLedgerDeclared,
  payment as paymentDeclared,
  refundRequest as refundRequestDeclared,
} from '../../contract/admin/payment';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/payment.ts's `donationLedger`, for the browser; their schemas stay in the contract, as types. */
export const donationLedger: RoutesOf<typeof donationLedgerDeclared> = {
  label: '기부금 정산',
  list: { method: 'GET', path: '/admin/donation-ledger/list' },
  excel: { method: 'GET', path: '/admin/donation-ledger/excel' },
};

/** The methods and paths of contract/admin/payment.ts's `payment`, for the browser; their schemas stay in the contract, as types. */
export const payment: RoutesOf<typeof paymentDeclared> = {
  label: '결제',
  list: { method: 'GET', path: '/admin/payment/list' },
  excel: { method: 'GET', path: '/admin/payment/excel' },
  view: { method: 'GET', path: '/admin/payment/detail/:paymentId' },
  cancel: { method: 'POST', path: '/admin/payment/cancel/:paymentId' },
};

/** The methods and paths of contract/admin/payment.ts's `refundRequest`, for the browser; their schemas stay in the contract, as types. */
export const refundRequest: RoutesOf<typeof refundRequestDeclared> = {
  label: '환불 요청',
  list: { method: 'GET', path: '/admin/refund-request/list' },
  approve: { method: 'POST', path: '/admin/refund-request/approve/:seq' },
  decline: { method: 'POST', path: '/admin/refund-request/decline/:seq' },
};
