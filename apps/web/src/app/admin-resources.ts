import { useUnacknowledgedAlertCount } from '../features/alert/api';
import { paths, patterns } from './paths';
import { resourceFormScreen, resourceListScreen } from '../shared/admin/screens';
import type { ScreenModuleLoader } from './screen-module';

/**
 * The back office's resources (spec 002 §2), written once. This registry
 * produces the admin side menu (groups and entries in the spec's order), the
 * admin routes and their guard. A screen is ready when it has a `screen`
 * module: building one later means adding that one field here.
 */
export interface AdminScreen {
  /** Route name as the spec gives it. */
  id: string;
  pattern: string;
  /** Screen name: document title and the placeholder's heading. */
  title: string;
  summary: string;
  /** The finished screen's route module. Absent: the screen is not built yet (placeholder, menu says 개발중입니다). */
  screen?: ScreenModuleLoader;
}

export interface AdminResource {
  key: string;
  group: AdminGroupKey;
  /** Side menu label. */
  label: string;
  /** The list screen the side menu opens. */
  list: AdminScreen;
  /** Create, edit and answer screens of the same resource. */
  screens: AdminScreen[];
  /** A count beside the menu entry while it is above zero (운영 알림: the alerts nobody has acknowledged). */
  badge?: { useCount: () => number | undefined; label: (count: number) => string };
}

export const adminGroups = [
  { key: 'admin', label: '관리자 관리' },
  { key: 'member', label: '회원 관리' },
  { key: 'board', label: '게시판 관리' },
  { key: 'product', label: '상품 관리' },
  { key: 'etc', label: '기타 관리' },
] as const;
export type AdminGroupKey = (typeof adminGroups)[number]['key'];

const screen = (id: string, pattern: string, title: string, summary: string, module?: ScreenModuleLoader): AdminScreen => ({
  id,
  pattern,
  title,
  summary,
  screen: module,
});

// Each resource's declaration, loaded with its screen.
const faq = () => import('../features/customer-service/admin/faq');
const faqLinks = { list: paths.admin.faq, form: paths.admin.faqCreate };
const notice = () => import('../features/customer-service/admin/notice');
const noticeLinks = { list: paths.admin.notice, form: (seq?: number) => (seq ? paths.admin.noticeEdit(seq) : paths.admin.noticeCreate) };
const popup = () => import('../features/home/admin/popup');
const popupLinks = { list: paths.admin.popup, form: paths.admin.popupCreate };
const sponsor = () => import('../features/sponsor/admin/sponsor');
const sponsorLinks = { list: paths.admin.sponsor, form: paths.admin.sponsorCreate };
const donationGroup = () => import('../features/donation-group/admin/donation-group');
const donationGroupLinks = { list: paths.admin.donationGroup, form: paths.admin.donationGroupCreate };
const campaign = () => import('../features/campaign/admin/campaign');
const campaignLinks = { list: paths.admin.campaign, form: paths.admin.campaignCreate };
const partner = () => import('../features/partner/admin/partner');
const partnerLinks = { list: paths.admin.partner, form: paths.admin.partnerCreate };
const inquiry = () => import('../features/customer-service/admin/inquiry');
const inquiryLinks = { list: paths.admin.inquiry, form: paths.admin.inquiryManage };
const category = () => import('../features/category/admin/category');
const categoryLinks = { list: paths.admin.category, form: paths.admin.categoryCreate };
const campaignCategory = () => import('../features/category/admin/campaign-category');
const campaignCategoryLinks = { list: paths.admin.campaignCategory, form: paths.admin.campaignCategoryCreate };
const donationCategory = () => import('../features/category/admin/donation-category');
const donationCategoryLinks = { list: paths.admin.donationCategory, form: paths.admin.donationCategoryCreate };

// Orders, payments, the donation ledger and the audit trail: read-only lists.
const orderLinks = {
  invitationView: (publicNum: string) => paths.invitationView(publicNum),
  kiosk: (publicNum: string, kioskStyle: number) => paths.kiosk(publicNum, { kioskStyle, page: 1 }),
};
const orders = (kind: 'wedding' | 'funeral') => () =>
  import('../features/invitation/admin/orders').then((module) => ({ resource: module.orderResource(kind, orderLinks) }));
const payments = () => import('../features/payment/admin/payments');
const donationLedger = () => import('../features/payment/admin/donation-ledger');
const refundRequests = () => import('../features/payment/admin/refund-requests');
const donationReceipts = () => import('../features/payment/admin/donation-receipts');
const donationReceiptLinks = { list: paths.admin.donationReceipt, form: paths.admin.donationReceiptDetail };
const audit = () => import('../features/admin/audit');
const alerts = () => import('../features/alert/admin/alerts');
const alertLinks = { list: paths.admin.alert, form: paths.admin.alertDetail };
const outboundMessages = () => import('../features/message/admin/messages');
const settlement = () => import('../features/settlement/admin/settlement');
const settlementLinks = {
  list: paths.admin.settlement,
  // 새 정산 has its own screen (choose, preview, close); a batch opens to its detail and transfer.
  form: (seq?: number) => (seq ? paths.admin.settlementDetail(seq) : paths.admin.settlementNew),
};

const adminAccounts = () => import('../features/account/admin/admin-accounts');
const adminAccountLinks = {
  list: paths.admin.adminAccount,
  form: (seq?: number) => (seq ? `${paths.admin.adminAccountManage}?accountSeq=${seq}` : paths.admin.adminAccountManage),
};
const memberAccounts = () => import('../features/account/admin/member-accounts');
const memberAccountLinks = {
  list: paths.admin.account,
  form: (seq?: number) => (seq ? `${paths.admin.accountCreate}?accountSeq=${seq}` : paths.admin.accountCreate),
};

const listSummary = (what: string) => `${what} 목록에서 검색하고, 고른 항목을 삭제하고, 새로 등록합니다.`;

export const adminResources: AdminResource[] = [
  {
    key: 'start',
    group: 'admin',
    label: '운영 현황',
    list: screen(
      'admin-start',
      patterns.admin,
      '운영 현황',
      '오늘·이번 주 기부화환, 30일 추이, 오늘·내일 행사, 처리할 일과 기부처별 정산 대기 금액을 한눈에 봅니다.',
      () => import('./routes/admin-start-route'),
    ),
    screens: [],
  },
  {
    key: 'admin-account',
    group: 'admin',
    label: '관리자 계정',
    list: screen(
      'admin-account-list',
      patterns.adminAdminAccount,
      '관리자 계정 관리',
      listSummary('관리자 계정'),
      resourceListScreen(adminAccounts, adminAccountLinks),
    ),
    screens: [
      screen(
        'admin-account-manage',
        patterns.adminAdminAccountManage,
        '관리자 계정 등록',
        '아이디를 검색해 관리자 계정을 확인하거나 새로 만듭니다.',
        resourceFormScreen(adminAccounts, adminAccountLinks),
      ),
    ],
  },
  {
    key: 'audit',
    group: 'admin',
    label: '관리 기록',
    list: screen(
      'audit-list',
      patterns.adminAudit,
      '관리 기록',
      '관리자의 등록, 수정, 삭제, 사용 변경, 답변, 결제 취소 기록을 찾아봅니다.',
      resourceListScreen(audit, { list: paths.admin.audit }),
    ),
    screens: [],
  },
  {
    key: 'alert',
    group: 'admin',
    label: '운영 알림',
    list: screen(
      'alert-list',
      patterns.adminAlert,
      '운영 알림',
      '결제 서버가 관리자의 확인이 필요하다고 알린 일을 살펴보고 확인 처리합니다.',
      resourceListScreen(alerts, alertLinks),
    ),
    screens: [
      screen(
        'alert-detail',
        patterns.adminAlertDetail,
        '운영 알림',
        '알림의 내용과 기록된 정보를 보고 확인 처리합니다.',
        resourceFormScreen(alerts, alertLinks),
      ),
    ],
    badge: { useCount: useUnacknowledgedAlertCount, label: (count) => `확인하지 않은 알림 ${count}건` },
  },
  {
    key: 'message',
    group: 'admin',
    label: '메시지 발송',
    list: screen(
      'message-list',
      patterns.adminMessage,
      '메시지 발송',
      '알림톡·문자 발송 내역과 보내지 못한 메시지의 오류를 살펴봅니다.',
      resourceListScreen(outboundMessages, { list: paths.admin.message }),
    ),
    screens: [],
  },
  {
    key: 'account',
    group: 'member',
    label: '회원 계정',
    list: screen('account-list', patterns.adminAccount, '회원 계정 관리', listSummary('회원 계정'), resourceListScreen(memberAccounts, memberAccountLinks)),
    screens: [
      screen(
        'account-create',
        patterns.adminAccountCreate,
        '회원 계정 등록',
        '아이디 중복을 확인하고 회원 계정을 만듭니다.',
        resourceFormScreen(memberAccounts, memberAccountLinks),
      ),
    ],
  },
  {
    key: 'board-notice',
    group: 'board',
    label: '공지사항',
    list: screen('board-notice-list', patterns.adminNotice, '공지사항 관리', listSummary('공지사항'), resourceListScreen(notice, noticeLinks)),
    screens: [
      screen(
        'board-notice-create',
        patterns.adminNoticeCreate,
        '공지사항 등록',
        '제목, 카테고리, 상단 고정, 본문과 첨부파일로 공지를 올립니다.',
        resourceFormScreen(notice, noticeLinks),
      ),
      screen('board-notice-edit', patterns.adminNoticeEdit, '공지사항 수정', '공지의 내용과 첨부파일을 고칩니다.', resourceFormScreen(notice, noticeLinks)),
    ],
  },
  {
    key: 'board-faq',
    group: 'board',
    label: 'FAQ',
    list: screen('board-faq-list', patterns.adminFaq, 'FAQ 관리', listSummary('FAQ'), resourceListScreen(faq, faqLinks)),
    screens: [
      screen(
        'board-faq-create',
        patterns.adminFaqCreate,
        'FAQ 등록',
        '카테고리, 제목, 내용으로 자주 묻는 질문을 등록하거나 고칩니다.',
        resourceFormScreen(faq, faqLinks),
      ),
    ],
  },
  {
    key: 'sponsor',
    group: 'board',
    label: '후원활동',
    list: screen('sponsor-list', patterns.adminSponsor, '후원활동 관리', listSummary('후원활동'), resourceListScreen(sponsor, sponsorLinks)),
    screens: [
      screen(
        'sponsor-create',
        patterns.adminSponsorCreate,
        '후원활동 등록',
        '기간, 금액, 본문과 썸네일로 후원활동 소식을 올립니다.',
        resourceFormScreen(sponsor, sponsorLinks),
      ),
    ],
  },
  {
    key: 'donation-group',
    group: 'board',
    label: '기부단체',
    list: screen(
      'donation-group-list',
      patterns.adminDonationGroup,
      '기부단체 관리',
      listSummary('기부단체'),
      resourceListScreen(donationGroup, donationGroupLinks),
    ),
    screens: [
      screen(
        'donation-group-create',
        patterns.adminDonationGroupCreate,
        '기부단체 등록',
        '단체 이름, 소개, 본문과 썸네일을 등록합니다.',
        resourceFormScreen(donationGroup, donationGroupLinks),
      ),
    ],
  },
  {
    key: 'campaign',
    group: 'product',
    label: '캠페인',
    list: screen('campaign-list', patterns.adminCampaign, '캠페인 관리', listSummary('캠페인'), resourceListScreen(campaign, campaignLinks)),
    screens: [
      screen(
        'campaign-create',
        patterns.adminCampaignCreate,
        '캠페인 등록',
        '금액, 기간, 카테고리, 기부처, 제휴기관과 이미지로 캠페인을 만듭니다.',
        resourceFormScreen(campaign, campaignLinks),
      ),
    ],
  },
  {
    key: 'wedding-list',
    group: 'product',
    label: '청첩장',
    list: screen(
      'wedding-list',
      patterns.adminWeddingList,
      '청첩장 주문 목록',
      '주문된 청첩장을 신랑·신부·장소로 찾고, 초대장과 키오스크 화면을 엽니다.',
      resourceListScreen(orders('wedding'), { list: paths.admin.weddingList }),
    ),
    screens: [],
  },
  {
    key: 'funeral-list',
    group: 'product',
    label: '부고장',
    list: screen(
      'funeral-list',
      patterns.adminFuneralList,
      '부고장 주문 목록',
      '주문된 부고장을 고인·상주·장소로 찾고, 부고장과 키오스크 화면을 엽니다.',
      resourceListScreen(orders('funeral'), { list: paths.admin.funeralList }),
    ),
    screens: [],
  },
  {
    key: 'payment',
    group: 'product',
    label: '결제',
    list: screen(
      'payment-list',
      patterns.adminPayment,
      '결제 관리',
      '주문·결제번호, 결제자, 상태와 기간으로 결제를 찾고, 사유를 남겨 취소합니다.',
      resourceListScreen(payments, { list: paths.admin.payment }),
    ),
    screens: [],
  },
  {
    key: 'refund-request',
    group: 'product',
    label: '환불 요청',
    list: screen(
      'refund-request-list',
      patterns.adminRefundRequest,
      '환불 요청',
      '결제한 분이 영수증 조회에서 남긴 환불 요청을 보고, 결제를 취소해 승인하거나 사유를 남겨 거절합니다.',
      resourceListScreen(refundRequests, { list: paths.admin.refundRequest }),
    ),
    screens: [],
  },
  {
    key: 'donation-receipt',
    group: 'product',
    label: '기부금 영수증',
    list: screen(
      'donation-receipt-list',
      patterns.adminDonationReceipt,
      '기부금 영수증 신청',
      '결제한 분이 영수증 조회에서 남긴 기부금 영수증 신청을 보고, 기부단체와 기간별로 엑셀로 내보냅니다.',
      resourceListScreen(donationReceipts, donationReceiptLinks),
    ),
    screens: [
      screen(
        'donation-receipt-detail',
        patterns.adminDonationReceiptDetail,
        '기부금 영수증 신청',
        '신청 내용을 보고, 필요할 때 주민등록번호를 확인합니다(관리 기록에 남음).',
        resourceFormScreen(donationReceipts, donationReceiptLinks),
      ),
    ],
  },
  {
    key: 'donation-ledger',
    group: 'product',
    label: '기부금 정산',
    list: screen(
      'donation-ledger',
      patterns.adminDonationLedger,
      '기부금 정산',
      '기부처별·캠페인별로 달마다 화환 수, 결제 합계와 전달할 절반을 봅니다.',
      resourceListScreen(donationLedger, { list: paths.admin.donationLedger }),
    ),
    screens: [],
  },
  {
    key: 'settlement',
    group: 'product',
    label: '기부금 전달',
    list: screen(
      'settlement-list',
      patterns.adminSettlement,
      '기부금 전달 정산',
      '단체별로 기간을 마감해 전달할 금액을 정하고, 이체일·거래 참조번호·증빙을 기록합니다.',
      resourceListScreen(settlement, settlementLinks),
    ),
    screens: [
      screen('settlement-new', patterns.adminSettlementNew, '새 정산', '단체와 기간을 골라 담길 기부화환과 환불 조정을 미리 보고 마감합니다.', async () =>
        (await import('../features/settlement/admin/new-batch')).newBatchScreen({ list: paths.admin.settlement, detail: paths.admin.settlementDetail }),
      ),
      screen(
        'settlement-detail',
        patterns.adminSettlementDetail,
        '정산 상세',
        '정산에 담긴 내역을 보고 이체를 기록합니다.',
        resourceFormScreen(settlement, settlementLinks),
      ),
    ],
  },
  {
    key: 'reconciliation',
    group: 'product',
    label: '일별 대사',
    list: screen(
      'reconciliation-list',
      patterns.adminReconciliation,
      '일별 대사',
      '날마다 결제를 결제사의 기록과 비교해 찾은 차이를 보고, 확인한 내용을 남겨 처리합니다.',
      () => import('./routes/admin-reconciliation-route'),
    ),
    screens: [],
  },
  {
    key: 'category',
    group: 'etc',
    label: '카테고리',
    list: screen(
      'category-list',
      patterns.adminCategory,
      '카테고리 관리',
      '공지, FAQ, 후원활동, 기부단체 카테고리와 사용 여부를 관리합니다.',
      resourceListScreen(category, categoryLinks),
    ),
    screens: [
      screen(
        'category-create',
        patterns.adminCategoryCreate,
        '카테고리 등록',
        '상위 분류를 고르고 카테고리를 추가합니다.',
        resourceFormScreen(category, categoryLinks),
      ),
    ],
  },
  {
    key: 'campaign-category',
    group: 'etc',
    label: '캠페인 카테고리',
    list: screen(
      'campaign-category-list',
      patterns.adminCampaignCategory,
      '캠페인 카테고리 관리',
      '두 단계의 캠페인 카테고리와 활성 상태를 관리합니다.',
      resourceListScreen(campaignCategory, campaignCategoryLinks),
    ),
    screens: [
      screen(
        'campaign-category-create',
        patterns.adminCampaignCategoryCreate,
        '캠페인 카테고리 등록',
        '상위 카테고리를 고르고 캠페인 카테고리를 추가합니다.',
        resourceFormScreen(campaignCategory, campaignCategoryLinks),
      ),
    ],
  },
  {
    key: 'donation-category',
    group: 'etc',
    label: '기부처',
    list: screen(
      'donation-category-list',
      patterns.adminDonationCategory,
      '기부처 관리',
      '두 단계의 기부처 분류와 활성 상태를 관리합니다.',
      resourceListScreen(donationCategory, donationCategoryLinks),
    ),
    screens: [
      screen(
        'donation-category-create',
        patterns.adminDonationCategoryCreate,
        '기부처 등록',
        '상위 기부처를 고르고 기부처를 추가합니다.',
        resourceFormScreen(donationCategory, donationCategoryLinks),
      ),
    ],
  },
  {
    key: 'popup',
    group: 'etc',
    label: '팝업',
    list: screen('popup-list', patterns.adminPopup, '팝업 관리', listSummary('팝업'), resourceListScreen(popup, popupLinks)),
    screens: [
      screen(
        'popup-create',
        patterns.adminPopupCreate,
        '팝업 등록',
        '게시 기간, 사용 여부와 위치로 홈 화면 팝업을 등록하거나 고칩니다.',
        resourceFormScreen(popup, popupLinks),
      ),
    ],
  },
  {
    key: 'partner',
    group: 'etc',
    label: '제휴기관',
    list: screen('partner-list', patterns.adminPartner, '제휴기관 관리', listSummary('제휴기관'), resourceListScreen(partner, partnerLinks)),
    screens: [
      screen(
        'partner-create',
        patterns.adminPartnerCreate,
        '제휴기관 등록',
        '예식장·장례식장을 지도에서 찾아 제휴기관으로 등록합니다.',
        resourceFormScreen(partner, partnerLinks),
      ),
    ],
  },
  {
    key: 'inquiry',
    group: 'etc',
    label: '1:1 문의',
    list: screen(
      'inquiry-list',
      patterns.adminInquiry,
      '1:1 문의 관리',
      '답변 여부로 문의를 찾고, 답변 화면을 엽니다.',
      resourceListScreen(inquiry, inquiryLinks),
    ),
    screens: [
      screen(
        'inquiry-manage',
        patterns.adminInquiryManage,
        '문의 답변',
        '문의 내용을 확인하고 답변을 저장하면 이메일로도 전해집니다.',
        resourceFormScreen(inquiry, inquiryLinks),
      ),
    ],
  },
];

/** Side menu: groups in the spec's order, each with its entries. */
export function adminMenu() {
  return adminGroups.map((group) => ({
    ...group,
    entries: adminResources.filter((resource) => resource.group === group.key),
  }));
}

export function adminScreens(): AdminScreen[] {
  return adminResources.flatMap((resource) => [resource.list, ...resource.screens]);
}
