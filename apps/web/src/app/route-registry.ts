import { matchRoutes } from 'react-router';
import { adminResources, type AdminScreen } from './admin-resources';
import { patterns } from './paths';
import type { ScreenModuleLoader } from './screen-module';

/**
 * Every screen of the three specs, written once. The router, the document
 * titles, the placeholders and the menus' 개발중입니다 check all read this.
 * A screen is ready when it has a `screen` module; building a screen later
 * means adding that one field to its entry.
 */
/** paymentTest: the payment test page, which the server opens to administrators only in production. */
export type Guard = 'member' | 'normal' | 'admin' | 'paymentTest';
/** 'mypage' nests inside 'public': the greeting and the my-page side menu around the screen. */
export type LayoutKind = 'public' | 'mypage' | 'bare' | 'admin' | 'standalone';

export interface ScreenDef {
  /** Route name (the spec's where it gives one). */
  id: string;
  pattern: string;
  /** Screen name; becomes '{title} | 온기'. The home page has none. */
  title?: string;
  /** What the screen will do, shown by its placeholder. */
  summary?: string;
  layout: LayoutKind;
  guard?: Guard;
  screen?: ScreenModuleLoader;
  /** Route parameters that must be numbers (otherwise: not found). */
  numericParams?: readonly string[];
}

export interface RedirectDef {
  id: string;
  pattern: string;
  redirectTo: string;
  layout: LayoutKind;
}

const publicScreens: ScreenDef[] = [
  { id: 'home', pattern: patterns.home, layout: 'public', screen: () => import('./routes/home-route') },
  { id: 'about', pattern: patterns.about, title: '서비스 소개', summary: '온기가 하는 일과 함께하는 사람들을 소개합니다.', layout: 'public' },
  {
    id: 'OverviewPage',
    pattern: patterns.overview,
    title: '디지털 기부화환',
    summary: '화환 대신 기부를 고르는 이유, 현장 전시와 기부가 이루어지는 3단계, 투명한 기부 보고를 안내합니다.',
    layout: 'public',
    screen: () => import('./routes/overview-route'),
  },
  {
    id: 'WeddingInvitationPage',
    pattern: patterns.wedding,
    title: '청첩장 만들기',
    summary: '예식 정보, 디자인, 인사말, 갤러리, 마음 전할 곳과 기부화환을 한 번에 설정해 모바일 청첩장을 만듭니다.',
    layout: 'public',
    screen: () => import('./routes/wedding-form-route'),
  },
  {
    id: 'WeddingInvitationEditPage',
    pattern: patterns.weddingEdit,
    title: '청첩장 수정',
    summary: '만든 청첩장의 내용을 고칩니다.',
    layout: 'public',
    guard: 'member',
    numericParams: ['weddingInvitationSeq'],
    screen: () => import('./routes/wedding-form-route'),
  },
  {
    id: 'FuneralInvitationPage',
    pattern: patterns.funeral,
    title: '부고장 만들기',
    summary: '장례 정보, 고인과 상주, 조의금 계좌, 근조 기부화환을 설정해 모바일 부고장을 만듭니다.',
    layout: 'public',
    screen: () => import('./routes/funeral-form-route'),
  },
  {
    id: 'WeddingOrderPage',
    pattern: patterns.weddingOrder,
    title: '청첩장 주문 정보',
    summary: '만든 청첩장의 주문번호와 하객께 보낼 주소, 다시 찾아오는 방법을 보여 줍니다.',
    layout: 'public',
    guard: 'member',
    numericParams: ['weddingInvitationSeq'],
    screen: () => import('./routes/invitation-order-route'),
  },
  {
    id: 'FuneralOrderPage',
    pattern: patterns.funeralOrder,
    title: '부고장 주문 정보',
    summary: '만든 부고장의 주문번호와 조문객께 보낼 주소, 다시 찾아오는 방법을 보여 줍니다.',
    layout: 'public',
    guard: 'member',
    numericParams: ['funeralInvitationSeq'],
    screen: () => import('./routes/invitation-order-route'),
  },
  {
    id: 'FuneralInvitationEditPage',
    pattern: patterns.funeralEdit,
    title: '부고장 수정',
    summary: '만든 부고장의 내용을 고칩니다.',
    layout: 'public',
    guard: 'member',
    numericParams: ['funeralInvitationSeq'],
    screen: () => import('./routes/funeral-form-route'),
  },
  {
    id: 'DonationGroupListPage',
    pattern: patterns.donationGroupList,
    title: '기부단체',
    summary: '기부화환의 마음이 전해지는 기부단체를 카테고리별로 소개합니다.',
    layout: 'public',
    screen: () => import('./routes/donation-group-list-route'),
  },
  {
    id: 'DonationGroupDtlPage',
    pattern: patterns.donationGroupDetail,
    title: '기부단체 상세',
    summary: '기부단체의 활동과 소개를 자세히 보여 줍니다.',
    layout: 'public',
    numericParams: ['donationGroupSeq'],
    screen: () => import('./routes/donation-group-detail-route'),
  },
  {
    id: 'CampaignListPage',
    pattern: patterns.campaignList,
    title: '캠페인',
    summary: '기부화환과 함께하는 후원 캠페인을 카테고리별로 보여 줍니다.',
    layout: 'public',
    screen: () => import('./routes/campaign-list-route'),
  },
  {
    id: 'CampaignDtlPage',
    pattern: patterns.campaignDetail,
    title: '캠페인 상세',
    summary: '캠페인의 기본 정보, 소개와 구매 후기를 보여 줍니다.',
    layout: 'public',
    numericParams: ['campaignSeq'],
    screen: () => import('./routes/campaign-detail-route'),
  },
  {
    id: 'SponsorListPage',
    pattern: patterns.sponsorList,
    title: '후원활동',
    summary: '모인 기부금이 쓰인 후원활동 소식을 전합니다.',
    layout: 'public',
    screen: () => import('./routes/sponsor-list-route'),
  },
  {
    id: 'SponsorDtlPage',
    pattern: patterns.sponsorDetail,
    title: '후원활동 상세',
    summary: '후원활동 소식을 자세히 보여 줍니다.',
    layout: 'public',
    numericParams: ['sponsorSeq'],
    screen: () => import('./routes/sponsor-detail-route'),
  },
  {
    id: 'WreathMessagesPage',
    pattern: patterns.wreathMessages,
    title: '후원 메시지',
    summary: '기부화환과 함께 전해진 축하와 위로의 메시지를 모아 보여 줍니다.',
    layout: 'public',
    screen: () => import('./routes/wreath-messages-route'),
  },
  {
    id: 'InvitationVerifyPage',
    pattern: patterns.invitationVerify,
    title: '온기 초대장 확인',
    summary: '받은 청첩장·부고장 링크가 온기에서 만든 것인지, 누구의 것인지 확인하고 가짜 초대장을 알아보는 법을 안내합니다.',
    layout: 'public',
    screen: () => import('./routes/invitation-verify-route'),
  },
  {
    id: 'PaymentTestPage',
    pattern: patterns.payment,
    title: '결제 테스트',
    summary: '1,000원 카드 결제와 결제 검증을 시험하는 화면입니다.',
    layout: 'public',
    guard: 'paymentTest',
    screen: () => import('./routes/payment-test-route'),
  },
  {
    id: 'PaymentReturnPage',
    pattern: patterns.paymentReturn,
    title: '기부화환 결제',
    summary: '휴대폰과 카카오톡에서 결제창을 마치고 돌아와 결제를 확인하고 영수증을 보여 줍니다.',
    layout: 'bare',
    screen: () => import('./routes/payment-return-route'),
  },

  { id: 'AccountLoginPage', pattern: patterns.login, title: '로그인', layout: 'public', screen: () => import('./routes/login-route') },
  {
    id: 'AccountSignupPage',
    pattern: patterns.signup,
    title: '회원가입',
    summary: '약관 동의, 정보 입력, 가입 완료의 세 단계로 회원가입을 진행합니다.',
    layout: 'public',
    screen: () => import('./routes/signup-route'),
  },
  {
    id: 'OAuthLoginPage',
    pattern: patterns.oauthLogin,
    title: '소셜 로그인',
    summary: '네이버·카카오 로그인 결과를 확인하고 로그인하거나 가입을 마칩니다.',
    layout: 'public',
    screen: () => import('./routes/oauth-login-return-route'),
  },
  {
    id: 'OAuthConnectPage',
    pattern: patterns.oauthConnect,
    title: '소셜 계정 연결',
    summary: '네이버·카카오 계정을 온기 계정에 연결합니다.',
    layout: 'public',
    screen: () => import('./routes/oauth-connect-return-route'),
  },
  {
    id: 'ResetPasswordPage',
    pattern: patterns.resetPassword,
    title: '비밀번호 재설정',
    layout: 'public',
    screen: () => import('./routes/reset-password-route'),
  },

  {
    id: 'MyPage',
    pattern: patterns.mypageRecentOrder,
    title: '최근 주문',
    summary: '최근 30일 동안의 주문을 보여 줍니다.',
    layout: 'mypage',
    guard: 'member',
    screen: () => import('./routes/mypage-recent-order-route'),
  },
  {
    id: 'MyPageOrderList',
    pattern: patterns.mypageOrderList,
    title: '주문 조회',
    summary: '기간별 주문 내역과 영수증, 상품평 쓰기를 제공합니다.',
    layout: 'mypage',
    guard: 'normal',
    screen: () => import('./routes/mypage-order-list-route'),
  },
  {
    id: 'MyPageCancelList',
    pattern: patterns.mypageCancelList,
    title: '취소 내역',
    summary: '취소되거나 환불된 결제를 보여 줍니다.',
    layout: 'mypage',
    guard: 'normal',
    screen: () => import('./routes/mypage-cancel-list-route'),
  },
  {
    id: 'MyPageReceivedWreaths',
    pattern: patterns.mypageReceivedWreaths,
    title: '받은 기부화환',
    summary: '청첩장·부고장 관리 화면으로 옮겨 갑니다.',
    layout: 'mypage',
    guard: 'member',
    screen: () => import('./routes/mypage-received-wreaths-route'),
  },
  {
    id: 'MyPageEvent',
    pattern: patterns.mypageEvent,
    title: '청첩장·부고장 관리',
    summary: '조회수, 받은 기부화환과 모인 금액, 보내 주신 분과 감사 인사를 한곳에서 봅니다.',
    layout: 'mypage',
    guard: 'member',
    screen: () => import('./routes/mypage-event-route'),
  },
  {
    id: 'MyPageEventSettings',
    pattern: patterns.mypageEventSettings,
    title: '공개·보관 설정',
    summary: '내 청첩장·부고장의 계좌 숨기기, 행사 후 기부화환 마감, 비공개 전환, 보관 날짜와 삭제를 정합니다.',
    layout: 'mypage',
    guard: 'member',
    screen: () => import('./routes/mypage-event-settings-route'),
  },
  {
    id: 'MyPageEventThanks',
    pattern: patterns.mypageEventThanks,
    title: '감사 페이지',
    summary: '행사가 끝난 뒤 하객·조문객께 전할 감사 인사·감사장을 만들고 공개합니다.',
    layout: 'mypage',
    guard: 'member',
    screen: () => import('./routes/mypage-event-thanks-route'),
  },
  {
    id: 'MyPageAccountManagement',
    pattern: patterns.mypageAccountManagement,
    title: '환불 계좌 관리',
    summary: '환불받을 계좌를 등록하고 관리합니다.',
    layout: 'mypage',
    guard: 'normal',
    screen: () => import('./routes/mypage-account-management-route'),
  },
  {
    id: 'MyPageInquiryList',
    pattern: patterns.mypageInquiryList,
    title: '1:1 문의 내역',
    summary: '남긴 문의와 답변을 기간별로 보여 줍니다.',
    layout: 'mypage',
    guard: 'normal',
    screen: () => import('./routes/mypage-inquiry-list-route'),
  },
  {
    id: 'MyPageMyReview',
    pattern: patterns.mypageMyReview,
    title: '나의 상품평',
    summary: '작성한 상품평을 기간별로 보여 줍니다.',
    layout: 'mypage',
    guard: 'normal',
    screen: () => import('./routes/mypage-my-review-route'),
  },
  {
    id: 'MyPageEditProfile',
    pattern: patterns.mypageEditProfile,
    title: '회원정보 수정',
    summary: '연락처, 주소, 이메일과 마케팅 수신 동의를 고칩니다.',
    layout: 'mypage',
    guard: 'normal',
    screen: () => import('./routes/mypage-edit-profile-route'),
  },
  {
    id: 'MyPageChangePwd',
    pattern: patterns.mypageChangePwd,
    title: '비밀번호 변경',
    summary: '현재 비밀번호를 확인하고 새 비밀번호로 바꿉니다.',
    layout: 'mypage',
    guard: 'normal',
    screen: () => import('./routes/mypage-change-pwd-route'),
  },
  {
    id: 'MyPageSessions',
    pattern: patterns.mypageSessions,
    title: '로그인 기기 관리',
    summary: '로그인된 기기와 브라우저를 보고, 쓰지 않는 기기에서 로그아웃합니다.',
    layout: 'mypage',
    guard: 'normal',
    screen: () => import('./routes/mypage-sessions-route'),
  },
  {
    id: 'MyPageSnsConnection',
    pattern: patterns.mypageSnsConnection,
    title: 'SNS 연결 설정',
    summary: '네이버·카카오 계정 연결을 확인하고 연결하거나 해제합니다.',
    layout: 'mypage',
    guard: 'normal',
    screen: () => import('./routes/mypage-sns-connection-route'),
  },
  {
    id: 'MyPageDeleteAccount',
    pattern: patterns.mypageDeleteAccount,
    title: '회원 탈퇴',
    summary: '비밀번호를 확인하고 탈퇴를 신청합니다.',
    layout: 'mypage',
    guard: 'normal',
    screen: () => import('./routes/mypage-delete-account-route'),
  },

  {
    id: 'NoticeListPage',
    pattern: patterns.notice,
    title: '공지사항',
    summary: '온기의 새 소식과 안내를 검색하고 읽습니다.',
    layout: 'public',
    screen: () => import('./routes/customer-service-notice-list-route'),
  },
  {
    id: 'NoticeDtlPage',
    pattern: patterns.noticeDetail,
    title: '공지사항 상세',
    summary: '공지의 본문과 첨부파일, 이전·다음 글을 보여 줍니다.',
    layout: 'public',
    numericParams: ['noticeSeq'],
    screen: () => import('./routes/customer-service-notice-detail-route'),
  },
  {
    id: 'FaqListPage',
    pattern: patterns.faq,
    title: '자주 묻는 질문',
    summary: '자주 묻는 질문과 답을 검색해 펼쳐 봅니다.',
    layout: 'public',
    screen: () => import('./routes/customer-service-faq-route'),
  },
  {
    id: 'InquiryCreatePage',
    pattern: patterns.inquiryCreate,
    title: '1:1 문의하기',
    summary: '문의를 남기면 답변을 이메일과 마이페이지에서 받아 볼 수 있습니다.',
    layout: 'public',
    screen: () => import('./routes/customer-service-inquiry-route'),
  },
  {
    id: 'TermsOfUsePage',
    pattern: patterns.termsOfUse,
    title: '이용약관',
    summary: '온기 서비스 이용약관입니다.',
    layout: 'public',
    screen: () => import('./routes/terms-of-use-route'),
  },
  {
    id: 'PrivacyPolicyPage',
    pattern: patterns.privacyPolicy,
    title: '개인정보처리방침',
    summary: '온기의 개인정보 처리 방침입니다.',
    layout: 'public',
    screen: () => import('./routes/privacy-policy-route'),
  },
  {
    id: 'RefundPolicyPage',
    pattern: patterns.refundPolicy,
    title: '환불 정책',
    summary: '디지털 기부화환 결제의 취소와 환불 방법입니다.',
    layout: 'public',
    screen: () => import('./routes/refund-policy-route'),
  },

  {
    id: 'InvitationViewPage',
    pattern: patterns.invitationView,
    title: '모바일 초대장',
    summary: '하객과 조문객이 카카오톡 링크로 여는 청첩장·부고장 화면입니다.',
    layout: 'bare',
    numericParams: ['orderNum'],
  },
  {
    id: 'KioskViewPage',
    pattern: patterns.kiosk,
    title: '키오스크 화면',
    summary: '행사장 화면에 보낸 분의 메시지와 이름, QR 코드를 전시합니다.',
    layout: 'bare',
    numericParams: ['orderNum'],
    screen: () => import('./routes/kiosk-route'),
  },

  { id: 'AdminLoginPage', pattern: patterns.adminLogin, title: '관리자 로그인', layout: 'standalone', screen: () => import('./routes/admin-login-route') },

  // Stand-ins for PortOne and Naver/Kakao without keys: popups and consent pages, no site chrome.
  {
    id: 'SandboxIdentityPage',
    pattern: patterns.sandboxIdentity,
    title: '테스트용 본인인증',
    layout: 'standalone',
    screen: () => import('./routes/sandbox-identity-route'),
  },
  {
    id: 'SandboxOAuthPage',
    pattern: patterns.sandboxOAuth,
    title: '테스트용 소셜 로그인',
    layout: 'standalone',
    screen: () => import('./routes/sandbox-oauth-route'),
  },
  {
    id: 'SandboxPaymentPage',
    pattern: patterns.sandboxPayment,
    title: '테스트 결제창',
    layout: 'standalone',
    screen: () => import('./routes/sandbox-payment-route'),
  },
];

const fromAdmin = (screen: AdminScreen): ScreenDef => ({
  id: screen.id,
  pattern: screen.pattern,
  title: screen.title,
  summary: screen.summary,
  layout: 'admin',
  guard: 'admin',
  screen: screen.screen,
  numericParams: screen.pattern === patterns.adminNoticeEdit ? ['noticeSeq'] : undefined,
});

export const screens: readonly ScreenDef[] = [...publicScreens, ...adminResources.flatMap((resource) => [resource.list, ...resource.screens]).map(fromAdmin)];

export const redirects: readonly RedirectDef[] = [
  // The menu links /donation; the list lives at /donation-group (spec 000 §2).
  { id: 'donation', pattern: patterns.donation, redirectTo: patterns.donationGroupList, layout: 'public' },
  { id: 'mypage', pattern: patterns.mypage, redirectTo: patterns.mypageRecentOrder, layout: 'public' },
  { id: 'customer-service', pattern: patterns.customerService, redirectTo: patterns.notice, layout: 'public' },
];

const matchable = [...screens.map((def) => ({ path: def.pattern, def })), ...redirects.map((def) => ({ path: def.pattern, def }))];

/** The registry entry an address leads to, following redirects. */
export function resolveScreen(to: string): ScreenDef | undefined {
  let pathname = to.split(/[?#]/)[0] || '/';
  for (let hops = 0; hops < 3; hops++) {
    const matches = matchRoutes(matchable, pathname);
    const def = matches?.[matches.length - 1]?.route.def;
    if (!def) return undefined;
    if ('redirectTo' in def) {
      pathname = def.redirectTo;
      continue;
    }
    return def;
  }
  return undefined;
}

const readiness = new Map<string, boolean>();

/**
 * False only for an in-app address whose screen is not built yet. Every link
 * asks on every render, and one matching flattens and ranks the whole registry
 * (react-router keeps no branches between calls); the registry never changes
 * while the page runs, so each address is matched once.
 */
export function isReady(to: string): boolean {
  if (/^[a-z]+:/i.test(to) || to.startsWith('//')) return true;
  let ready = readiness.get(to);
  if (ready === undefined) {
    const def = resolveScreen(to);
    ready = def ? Boolean(def.screen) : true;
    readiness.set(to, ready);
  }
  return ready;
}
