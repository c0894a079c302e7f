// Written by `npm run contract:routes` from contract/payment.ts; the routes test fails when it is not current.
import type { payment as paymentDeclared } from '../contract/payment';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/payment.ts's `payment`, for the browser; their schemas stay in the contract, as types. */
export const payment: RoutesOf<typeof paymentDeclared> = {
  donors: { method: 'GET', path: '/payment/getMainPageList/:status' },
  wreathMessages: { method: 'GET', path: '/payment/message-list' },
  receipt: { method: 'GET', path: '/payment/receipt/:paymentId/:name/:phoneNum' },
  cancelList: { method: 'GET', path: '/payment/cancel-list' },
  createIntent: { method: 'POST', path: '/payment/unique-payment-id' },
  createTestIntent: { method: 'POST', path: '/payment/test-payment-id' },
  testPage: { method: 'GET', path: '/payment/test-page' },
  verify: { method: 'POST', path: '/payment/verify/:paymentId/:invitationSeq' },
  webhook: { method: 'POST', path: '/payment/webhook' },
  kiwoomWindow: { method: 'POST', path: '/payment/kiwoom/:paymentId' },
  kiwoomNotificationAddress: { method: 'GET', path: '/payment/kiwoom/notification-address' },
  kiwoomNotification: { method: 'POST', path: '/payment/kiwoom-notification/:token' },
  kiwoomSandboxWindow: { method: 'POST', path: '/payment/kiwoom-sandbox/window' },
  kioskList: { method: 'GET', path: '/payment/get-payment-list-for-kiosk/:publicNum/:page' },
  receivedList: { method: 'GET', path: '/payment/received-list' },
  cashReceipt: { method: 'GET', path: '/payment/cash-receipt/:paymentId/:name/:phoneNum' },
  saveCashReceipt: { method: 'POST', path: '/payment/cash-receipt/:paymentId/:name/:phoneNum' },
  requestRefund: { method: 'POST', path: '/payment/refund-request/:paymentId/:name/:phoneNum' },
  donationReceipt: { method: 'GET', path: '/payment/donation-receipt/:paymentId/:name/:phoneNum' },
  requestDonationReceipt: { method: 'POST', path: '/payment/donation-receipt/:paymentId/:name/:phoneNum' },
  editDonationReceipt: { method: 'POST', path: '/payment/donation-receipt/:paymentId/:name/:phoneNum/edit' },
  sandbox: {
    request: { method: 'POST', path: '/sandbox/payments' },
    checkout: { method: 'GET', path: '/sandbox/payments/:paymentId' },
    approve: { method: 'POST', path: '/sandbox/payments/:paymentId/approve' },
    decline: { method: 'POST', path: '/sandbox/payments/:paymentId/decline' },
    webhook: { method: 'POST', path: '/sandbox/payments/:paymentId/webhook' },
  },
};
