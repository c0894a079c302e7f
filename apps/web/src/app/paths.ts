import { generatePath } from 'react-router';

/**
 * Every URL of the web app, written once. Route definitions use `patterns`;
 * links and redirects use `paths`. Nothing else in the app writes a URL.
 */
export const patterns = {
  // public (spec 000 §2, 001 §2)
  home: '/',
  about: '/about',
  overview: '/overview',
  wedding: '/wedding',
  weddingEdit: '/wedding/edit/:weddingInvitationSeq',
  funeral: '/funeral',
  funeralEdit: '/funeral/edit/:funeralInvitationSeq',
  // The order's screen after it is made: its number, the guests' link, how to come back (issue 26).
  weddingOrder: '/wedding/order/:weddingInvitationSeq',
  funeralOrder: '/funeral/order/:funeralInvitationSeq',
  donation: '/donation',
  donationGroupList: '/donation-group',
  donationGroupDetail: '/donation-group/donation-dtl/:donationGroupSeq',
  campaignList: '/campaign',
  campaignDetail: '/campaign/campaign-dtl/:campaignSeq',
  sponsorList: '/sponsor',
  sponsorDetail: '/sponsor/sponsor-dtl/:sponsorSeq',
  payment: '/payment',
  /** Where a phone's card payment comes back to (the redirect mode); features/payment/checkout/payment-return.ts has the same. */
  paymentReturn: '/payment/return',
  /** The home's '후원 메시지': paid wreaths' messages. */
  wreathMessages: '/wreath-messages',
  /** 온기 초대장 확인. Also verifyPagePath in the shared package, for the guest page's link (verify-address.test.ts keeps them equal). */
  invitationVerify: '/verify',

  // account
  login: '/login',
  signup: '/signup',
  oauthLogin: '/login/oauth2/code/:provider',
  oauthConnect: '/connect/oauth2/code/:provider',
  resetPassword: '/reset-password',

  // stand-ins for PortOne and Naver/Kakao when no keys are configured (standalone pages)
  sandboxIdentity: '/sandbox/identity-verification',
  sandboxOAuth: '/sandbox/oauth/:provider',
  /** The sandbox payment provider's checkout window (features/payment/checkout/provider-window.ts opens it). */
  sandboxPayment: '/sandbox/payment/:paymentId',

  // my-page (member area)
  mypage: '/mypage',
  mypageRecentOrder: '/mypage/recent-order',
  mypageOrderList: '/mypage/order-list',
  mypageCancelList: '/mypage/cancel-list',
  mypageReceivedWreaths: '/mypage/received-wreaths/:orderNum',
  // Also in features/host/event-address.ts, for the guest page's manage bar (host-event-address.test.ts keeps them equal).
  mypageEvent: '/mypage/event/:orderNum',
  mypageEventSettings: '/mypage/event/:orderNum/settings',
  mypageEventThanks: '/mypage/event/:orderNum/thanks',
  mypageAccountManagement: '/mypage/account-management',
  mypageInquiryList: '/mypage/inquiry-list',
  mypageMyReview: '/mypage/my-review',
  mypageEditProfile: '/mypage/edit-profile',
  mypageChangePwd: '/mypage/change-pwd',
  mypageSessions: '/mypage/sessions',
  mypageSnsConnection: '/mypage/sns-connection-setting',
  mypageDeleteAccount: '/mypage/delete-account',

  // customer service
  customerService: '/customer-service',
  notice: '/customer-service/notice',
  noticeDetail: '/customer-service/notice-dtl/:noticeSeq',
  faq: '/customer-service/faq-list',
  inquiryCreate: '/customer-service/inquiry-create',
  termsOfUse: '/customer-service/terms-of-use',
  privacyPolicy: '/customer-service/privacy-policy',
  // The same address as refundPolicyPath in @ongi/shared (the payment modal's link); the registry test holds them equal.
  refundPolicy: '/customer-service/refund-policy',

  // invitation view and kiosk (bare layout)
  invitation: '/invitation',
  invitationView: '/invitation/:orderNum',
  kiosk: '/invitation/kiosk/:orderNum',

  // administrator back office (spec 002 §2)
  admin: '/admin',
  adminLogin: '/admin/login',
  adminAdminAccount: '/admin/admin-account',
  adminAdminAccountManage: '/admin/admin-account-manage',
  adminAccount: '/admin/account',
  adminAccountCreate: '/admin/account-create',
  adminNotice: '/admin/board-notice',
  adminNoticeCreate: '/admin/board-notice-create',
  adminNoticeEdit: '/admin/board-notice-edit/:noticeSeq',
  adminFaq: '/admin/board-faq',
  adminFaqCreate: '/admin/board-faq-create',
  adminSponsor: '/admin/sponsor',
  adminSponsorCreate: '/admin/sponsor-create',
  adminDonationGroup: '/admin/donation-group',
  adminDonationGroupCreate: '/admin/donation-group-create',
  adminCampaign: '/admin/campaign',
  adminCampaignCreate: '/admin/campaign-create',
  adminWeddingList: '/admin/wedding-list',
  adminFuneralList: '/admin/funeral-list',
  adminCategory: '/admin/category',
  adminCategoryCreate: '/admin/category-create',
  adminCampaignCategory: '/admin/campaign-category',
  adminCampaignCategoryCreate: '/admin/campaign-category-create',
  adminDonationCategory: '/admin/donation-category',
  adminDonationCategoryCreate: '/admin/donation-category-create',
  adminPopup: '/admin/popup',
  adminPopupCreate: '/admin/popup-create',
  adminPartner: '/admin/partner',
  adminPartnerCreate: '/admin/partner-create',
  adminInquiry: '/admin/inquiry',
  adminInquiryManage: '/admin/inquiry-manage',
  // beyond the document (issue 11)
  adminPayment: '/admin/payment',
  adminDonationLedger: '/admin/donation-ledger',
  // payers' refund requests (issue 24)
  adminRefundRequest: '/admin/refund-request',
  // payers' 기부금 영수증 requests and one of them (issue 25)
  adminDonationReceipt: '/admin/donation-receipt',
  adminDonationReceiptDetail: '/admin/donation-receipt-detail',
  adminAudit: '/admin/audit',
  // the security review's administrator alerts (issue 22)
  adminAlert: '/admin/alert',
  adminAlertDetail: '/admin/alert-detail',
  // 알림톡/SMS sent and failed (issue 27)
  adminMessage: '/admin/message',
  // settlements: batches per organisation, their transfers (issue 25)
  adminSettlement: '/admin/settlement',
  adminSettlementNew: '/admin/settlement-new',
  adminSettlementDetail: '/admin/settlement-detail',
  // 일별 대사 (issue 25 §1)
  adminReconciliation: '/admin/reconciliation',
} as const;

export type PatternName = keyof typeof patterns;
export type SocialProvider = 'naver' | 'kakao';
type Id = string | number;

function withQuery(path: string, query: Record<string, Id | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** An edit screen addressed by a query parameter: without the id it is the create screen. */
const editable = (pattern: string, key: string) => (id?: Id | null) => withQuery(pattern, { [key]: id });

export const paths = {
  home: patterns.home,
  about: patterns.about,
  overview: patterns.overview,
  /** The overview's how-it-works section: the guide to making a card or notice with a donation wreath. */
  overviewHowItWorks: `${patterns.overview}#how-it-works`,
  wedding: patterns.wedding,
  weddingEdit: (weddingInvitationSeq: Id) => generatePath(patterns.weddingEdit, { weddingInvitationSeq: String(weddingInvitationSeq) }),
  funeral: patterns.funeral,
  funeralEdit: (funeralInvitationSeq: Id) => generatePath(patterns.funeralEdit, { funeralInvitationSeq: String(funeralInvitationSeq) }),
  weddingOrder: (weddingInvitationSeq: Id) => generatePath(patterns.weddingOrder, { weddingInvitationSeq: String(weddingInvitationSeq) }),
  funeralOrder: (funeralInvitationSeq: Id) => generatePath(patterns.funeralOrder, { funeralInvitationSeq: String(funeralInvitationSeq) }),
  donation: patterns.donation,
  donationGroupList: patterns.donationGroupList,
  donationGroupDetail: (donationGroupSeq: Id) => generatePath(patterns.donationGroupDetail, { donationGroupSeq: String(donationGroupSeq) }),
  campaignList: patterns.campaignList,
  campaignDetail: (campaignSeq: Id) => generatePath(patterns.campaignDetail, { campaignSeq: String(campaignSeq) }),
  /** A campaign's page that opens its wreath payment modal on arrival (the quick menu). */
  sendWreath: (campaignSeq: Id) =>
    withQuery(generatePath(patterns.campaignDetail, { campaignSeq: String(campaignSeq) }), { [sendWreathParam.name]: sendWreathParam.value }),
  sponsorList: patterns.sponsorList,
  sponsorDetail: (sponsorSeq: Id) => generatePath(patterns.sponsorDetail, { sponsorSeq: String(sponsorSeq) }),
  payment: patterns.payment,
  wreathMessages: patterns.wreathMessages,
  invitationVerify: patterns.invitationVerify,

  login: patterns.login,
  /** The login page opened on its non-member tab (payment lookup). */
  loginNonMember: withQuery(patterns.login, { tab: 'non-member' }),
  /** The non-member tab with '주문번호 찾기' open (a non-member's order number found again). */
  loginFindOrder: withQuery(patterns.login, { tab: 'non-member', find: 'order' }),
  signup: patterns.signup,
  oauthLogin: (provider: SocialProvider) => generatePath(patterns.oauthLogin, { provider }),
  oauthConnect: (provider: SocialProvider) => generatePath(patterns.oauthConnect, { provider }),
  /** The login page with the find-account modal open on a tab (the reset-password page links here). */
  loginFindAccount: (tab: 'id' | 'password') => withQuery(patterns.login, { find: tab }),
  sandboxPayment: (paymentId: string) => generatePath(patterns.sandboxPayment, { paymentId }),
  sandboxIdentity: (query: { identityVerificationId: string; name: string; phoneNum: string }) => withQuery(patterns.sandboxIdentity, query),

  mypage: {
    root: patterns.mypage,
    recentOrder: patterns.mypageRecentOrder,
    orderList: patterns.mypageOrderList,
    cancelList: patterns.mypageCancelList,
    /** The donation wreaths one of my invitations received: the old address, now the event page. */
    receivedWreaths: (orderNum: string) => generatePath(patterns.mypageReceivedWreaths, { orderNum }),
    /** The host's page for one of my invitations: views, wreaths and who gave them, thanks. */
    event: (orderNum: string) => generatePath(patterns.mypageEvent, { orderNum }),
    /** 공개·보관 설정 of one of my invitations. */
    eventSettings: (orderNum: string) => generatePath(patterns.mypageEventSettings, { orderNum }),
    /** The thank-you page of one of my invitations (감사 인사, 감사장). */
    eventThanks: (orderNum: string) => generatePath(patterns.mypageEventThanks, { orderNum }),
    accountManagement: patterns.mypageAccountManagement,
    inquiryList: patterns.mypageInquiryList,
    myReview: patterns.mypageMyReview,
    editProfile: patterns.mypageEditProfile,
    changePwd: patterns.mypageChangePwd,
    sessions: patterns.mypageSessions,
    snsConnection: patterns.mypageSnsConnection,
    deleteAccount: patterns.mypageDeleteAccount,
  },

  customerService: {
    root: patterns.customerService,
    notice: patterns.notice,
    noticeDetail: (noticeSeq: Id) => generatePath(patterns.noticeDetail, { noticeSeq: String(noticeSeq) }),
    faq: patterns.faq,
    inquiryCreate: patterns.inquiryCreate,
    termsOfUse: patterns.termsOfUse,
    privacyPolicy: patterns.privacyPolicy,
    refundPolicy: patterns.refundPolicy,
  },

  invitationView: (orderNum: Id) => generatePath(patterns.invitationView, { orderNum: String(orderNum) }),
  kiosk: (orderNum: Id, query: { kioskStyle?: Id; page?: Id } = {}) => withQuery(generatePath(patterns.kiosk, { orderNum: String(orderNum) }), query),

  admin: {
    root: patterns.admin,
    login: patterns.adminLogin,
    adminAccount: patterns.adminAdminAccount,
    adminAccountManage: patterns.adminAdminAccountManage,
    account: patterns.adminAccount,
    accountCreate: patterns.adminAccountCreate,
    notice: patterns.adminNotice,
    noticeCreate: patterns.adminNoticeCreate,
    noticeEdit: (noticeSeq: Id) => generatePath(patterns.adminNoticeEdit, { noticeSeq: String(noticeSeq) }),
    faq: patterns.adminFaq,
    faqCreate: editable(patterns.adminFaqCreate, 'faqSeq'),
    sponsor: patterns.adminSponsor,
    sponsorCreate: editable(patterns.adminSponsorCreate, 'sponsorSeq'),
    donationGroup: patterns.adminDonationGroup,
    donationGroupCreate: editable(patterns.adminDonationGroupCreate, 'donationGroupSeq'),
    campaign: patterns.adminCampaign,
    campaignCreate: editable(patterns.adminCampaignCreate, 'campaignSeq'),
    weddingList: patterns.adminWeddingList,
    funeralList: patterns.adminFuneralList,
    category: patterns.adminCategory,
    categoryCreate: editable(patterns.adminCategoryCreate, 'categorySeq'),
    campaignCategory: patterns.adminCampaignCategory,
    campaignCategoryCreate: editable(patterns.adminCampaignCategoryCreate, 'categoryCampaignSeq'),
    donationCategory: patterns.adminDonationCategory,
    donationCategoryCreate: editable(patterns.adminDonationCategoryCreate, 'categoryDonationSeq'),
    popup: patterns.adminPopup,
    popupCreate: editable(patterns.adminPopupCreate, 'popupSeq'),
    partner: patterns.adminPartner,
    partnerCreate: editable(patterns.adminPartnerCreate, 'partnerSeq'),
    inquiry: patterns.adminInquiry,
    inquiryManage: editable(patterns.adminInquiryManage, 'inquirySeq'),
    payment: patterns.adminPayment,
    donationLedger: patterns.adminDonationLedger,
    refundRequest: patterns.adminRefundRequest,
    donationReceipt: patterns.adminDonationReceipt,
    donationReceiptDetail: editable(patterns.adminDonationReceiptDetail, 'donationReceiptSeq'),
    audit: patterns.adminAudit,
    alert: patterns.adminAlert,
    alertDetail: editable(patterns.adminAlertDetail, 'alertSeq'),
    message: patterns.adminMessage,
    settlement: patterns.adminSettlement,
    settlementNew: patterns.adminSettlementNew,
    settlementDetail: editable(patterns.adminSettlementDetail, 'settlementBatchSeq'),
    reconciliation: patterns.adminReconciliation,
  },
} as const;

/** The two wreath campaigns of the quick side menu (spec 000 §2). */
/** The query that asks a campaign's page to open the wreath payment modal. */
export const sendWreathParam = { name: 'send', value: 'wreath' } as const;

export const wreathCampaigns = {
  celebration: 16,
  condolence: 17,
} as const;

export function isInvitationPath(pathname: string): boolean {
  return pathname === patterns.invitation || pathname.startsWith(`${patterns.invitation}/`);
}

export function isAdminPath(pathname: string): boolean {
  return pathname === patterns.admin || pathname.startsWith(`${patterns.admin}/`);
}
