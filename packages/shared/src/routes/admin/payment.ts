// Written by `npm run contract:routes` from contract/admin/payment.ts; the routes test fails when it is not current.
import type {
  donationLedger as donationLedgerDeclared,
  donationReceipt as donationReceiptDeclared,
  payment as paymentDeclared,
  refundRequest as refundRequestDeclared,
} from '../../contract/admin/payment';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/payment.ts's `donationLedger`, for the browser; their schemas stay in the contract, as types. */
export const donationLedger: RoutesOf<typeof donationLedgerDeclared> = {
  label: '기부금 정산',
  list: { method: 'GET', path: '/admin/donation-ledger/list' },
  excel: { method: 'GET', path: '/admin/donation-ledger/excel' },
  totals: { method: 'GET', path: '/admin/donation-ledger/totals' },
};

/** The methods and paths of contract/admin/payment.ts's `donationReceipt`, for the browser; their schemas stay in the contract, as types. */
export const donationReceipt: RoutesOf<typeof donationReceiptDeclared> = {
  label: '기부금 영수증 신청',
  list: { method: 'GET', path: '/admin/donation-receipt/list' },
  detail: { method: 'GET', path: '/admin/donation-receipt/detail/:seq' },
  excel: { method: 'GET', path: '/admin/donation-receipt/excel' },
  reveal: { method: 'POST', path: '/admin/donation-receipt/reveal/:seq' },
  export: { method: 'POST', path: '/admin/donation-receipt/export' },
  batch: { method: 'GET', path: '/admin/donation-receipt/settlement/:seq' },
  exportBatch: { method: 'POST', path: '/admin/donation-receipt/settlement/:seq/export' },
};

/** The methods and paths of contract/admin/payment.ts's `payment`, for the browser; their schemas stay in the contract, as types. */
export const payment: RoutesOf<typeof paymentDeclared> = {
  label: '결제',
  list: { method: 'GET', path: '/admin/payment/list' },
  excel: { method: 'GET', path: '/admin/payment/excel' },
  totals: { method: 'GET', path: '/admin/payment/totals' },
  filterOptions: { method: 'GET', path: '/admin/payment/filter-options' },
  view: { method: 'GET', path: '/admin/payment/detail/:paymentId' },
  cancel: { method: 'POST', path: '/admin/payment/cancel/:paymentId' },
  refund: { method: 'POST', path: '/admin/payment/refund/:paymentId' },
};

/** The methods and paths of contract/admin/payment.ts's `refundRequest`, for the browser; their schemas stay in the contract, as types. */
export const refundRequest: RoutesOf<typeof refundRequestDeclared> = {
  label: '환불 요청',
  list: { method: 'GET', path: '/admin/refund-request/list' },
  excel: { method: 'GET', path: '/admin/refund-request/excel' },
  approve: { method: 'POST', path: '/admin/refund-request/approve/:seq' },
  decline: { method: 'POST', path: '/admin/refund-request/decline/:seq' },
};
