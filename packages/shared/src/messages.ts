// Every sentence a person reads, written once. The client shows them and the
// server answers with them, so both ends always say the same thing.
import { formatNumber } from './format/money';
import { truncate, withParticle } from './format/text';

/** A file's name as a sentence quotes it: long names shortened. */
const fileName = (name: string) => `"${truncate(name, 40)}"`;

export const messages = {
  common: {
    serverError: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    notFound: '요청한 정보를 찾을 수 없습니다.',
    apiNotFound: '요청한 주소를 찾을 수 없습니다.',
    methodNotAllowed: '이 주소는 이 요청 방식(GET·POST 등)을 받지 않습니다.',
    badRequest: '잘못된 요청입니다.',
    unauthenticated: '로그인이 필요합니다.',
    forbidden: '접근 권한이 없습니다.',
    crossOrigin: '허용되지 않은 출처의 요청입니다.',
    tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    underDevelopment: '개발중입니다',
    deleted: '삭제되었습니다.',
    /** The safe button of every destructive confirm: it closes the question and changes nothing. */
    keep: '닫기',
    /** The action button of a delete's confirm. */
    deleteAction: '삭제',
    controlCharacter: '입력한 내용에 사용할 수 없는 문자(제어 문자)가 있습니다. 지우고 다시 입력해 주세요.',
    requestTooLarge: (limitMb: number) => `보내는 내용이 너무 큽니다. ${limitMb}MB 이하로 보내 주세요.`,
    busy: '요청이 몰려 처리가 늦어지고 있습니다. 잠시 후 다시 시도해주세요.',
    serviceOff: '지금은 이용할 수 없는 서비스입니다. 고객센터로 문의해 주세요.',
  },
  login: {
    required: '정보를 모두 입력해주세요.',
    invalid: '잘못된 정보입니다.',
    loggedOut: '로그아웃 됐습니다.',
    socialFailed: '아이디 혹은 비밀번호가 틀렸습니다.',
    /** A username or an address that failed too often must wait (growing delays). */
    tooManyAttempts: (wait: string) => `로그인 시도가 너무 많습니다. ${wait} 후 다시 시도해주세요.`,
  },
  guard: {
    loginConfirm: '로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?',
    normalOnly: '일반 회원만 접근할 수 있습니다.',
    adminLogin: '로그인 후 이용 할 수 있습니다',
  },
  adminLogin: {
    success: '로그인 성공',
    failure: '실패',
  },
  file: {
    invalidPath: '잘못된 파일 경로입니다.',
    notFound: '파일을 찾을 수 없습니다.',
    tooLarge: (limitMb: number) => `파일 크기는 ${limitMb}MB 이하여야 합니다.`,
    imageOnly: '이미지 파일만 업로드할 수 있습니다.',
    typeNotAllowed: (allowed: readonly string[]) => `허용되지 않은 파일 형식입니다. (${allowed.join(', ')}만 가능)`,
    tooMany: (max: number) => `파일은 최대 ${max}개까지 업로드할 수 있습니다.`,
    /** A file refused when chosen, by the rules the server checks, named so the others can stay. */
    typeNotAllowedNamed: (name: string, allowed: readonly string[]) => `${fileName(name)}은(는) 올릴 수 없는 형식입니다. (${allowed.join(', ')}만 가능)`,
    tooLargeNamed: (name: string, limitMb: number) => `${fileName(name)}은(는) ${limitMb}MB보다 커서 올릴 수 없습니다.`,
    uploadInProgress: '다른 파일을 올리는 중입니다. 끝난 뒤 다시 시도해 주세요.',
    /** The bytes say it is an image, but they do not decode (cut short, corrupt, or something else behind an image header). */
    imageUnreadable: (name: string) => `사진 ${fileName(name)}을(를) 읽을 수 없습니다. 손상되었거나 사진이 아닌 파일입니다. 다른 사진을 골라 주세요.`,
    /** More pixels than imageMaxPixels: refused before decoding. */
    imageTooManyPixels: (name: string, maxPixels: number) =>
      `사진 ${fileName(name)}이(가) 너무 큽니다. 가로×세로 ${formatNumber(Math.floor(maxPixels / 10_000))}만 화소 이하의 사진을 올려 주세요.`,
  },
  query: {
    page: '페이지 번호가 올바르지 않습니다.',
    seq: '잘못된 번호입니다.',
    sortType: '정렬 기준이 올바르지 않습니다.',
    sortDirection: '정렬 방향이 올바르지 않습니다.',
    searchType: '검색 조건이 올바르지 않습니다.',
    searchWord: '검색어는 100자 이내로 입력해 주세요.',
    categoryParent: '분류 종류가 올바르지 않습니다.',
    limit: '조회 개수가 올바르지 않습니다.',
    campaignType: '캠페인 유형이 올바르지 않습니다.',
    unpartnered: '제휴기관이 없는 캠페인의 조회 방식이 올바르지 않습니다.',
    paymentStatus: '조회할 수 없는 결제 상태입니다.',
  },
  publicNotFound: {
    campaign: '캠페인을 찾을 수 없습니다.',
    sponsor: '후원활동을 찾을 수 없습니다.',
    donationGroup: '기부단체를 찾을 수 없습니다.',
    notice: '공지사항을 찾을 수 없습니다.',
    partner: '제휴기관을 찾을 수 없습니다.',
  },
  signup: {
    serviceTermsRequired: '서비스 이용약관에 동의하셔야 합니다.',
    privacyTermsRequired: '개인정보의 제공 및 활용에 동의하셔야 합니다.',
    nameRequired: '이름을 입력해 주세요',
    usernameRequired: '아이디를 입력해 주세요',
    usernameRule: '아이디는 6~16자의 영문, 숫자, 특수문자(_, -)만 사용할 수 있습니다.',
    usernameAvailable: '사용 가능한 아이디입니다.',
    usernameTaken: '중복된 아이디입니다.',
    usernameNotChecked: '아이디 중복을 확인해주세요',
    pwdRequired: '비밀번호를 입력해주세요',
    pwdConfirmRequired: '비밀번호 확인을 입력해 주세요',
    pwdMismatch: '비밀번호와 비밀번호 확인이 일치하지 않습니다.',
    pwdRule: '비밀번호 조합 기준에 적합하지 않습니다.',
    pwdAvailable: '사용가능한 비밀번호입니다.',
    pwdRuleHint: '8~16자, 영문과 함께 숫자 또는 특수문자를 1자 이상 넣어 주세요.',
    mobileRequired: '휴대폰 번호를 입력해 주세요',
    telRequired: '전화 번호를 입력해 주세요',
    identityRequired: '본인인증을 완료해주세요',
    emailRequired: '이메일을 입력해 주세요',
    emailInvalid: '이메일 형식이 올바르지 않습니다.',
    birthdayIncomplete: '생년월일을 모두 선택해 주세요.',
    birthdayInvalid: '생년월일이 올바르지 않습니다.',
    nameTooLong: '이름은 30자 이내로 입력해 주세요.',
    addressTooLong: '주소는 200자 이내로 입력해 주세요.',
    alreadyMember: '이미 가입된 회원입니다. 아이디 찾기를 이용해 주세요.',
    completed: '회원가입이 완료되었습니다.',
  },
  identity: {
    needNameAndPhone: '이름과 전화번호를 정확히 입력해주세요.',
    verified: '본인인증 완료!',
    failedPrefix: '본인인증 실패: ',
    error: '인증 도중 오류가 발생했습니다.',
    notVerified: '본인인증이 확인되지 않았습니다. 다시 인증해 주세요.',
    mismatch: '본인인증 정보와 입력한 이름 또는 휴대폰 번호가 다릅니다.',
    cancelled: '사용자가 본인인증을 취소했습니다.',
  },
  findAccount: {
    noMatch: '일치하는 회원 정보가 없습니다.',
    resetSent:
      '입력하신 정보와 일치하는 회원이 있으면 비밀번호 재설정 링크를 이메일로 보내 드렸습니다. 링크는 30분 동안 한 번만 사용할 수 있고, 새 링크를 받으면 이전 링크는 쓸 수 없습니다. 메일은 2분에 한 번, 하루 5번까지 보내 드립니다.',
    resetLinkInvalid: '만료되었거나 이미 사용된 링크입니다. 비밀번호 찾기를 다시 진행해 주세요.',
    resetDone: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.',
    mailSubject: '[온기] 비밀번호 재설정 안내',
    mailBody: (name: string, link: string) =>
      [
        `${name}님, 안녕하세요. 온기입니다.`,
        '',
        '아래 링크에서 새 비밀번호를 설정해 주세요. 링크는 30분 동안 한 번만 사용할 수 있습니다.',
        '',
        link,
        '',
        '비밀번호 찾기를 요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
      ].join('\n'),
  },
  profile: {
    mobileRequired: '휴대폰 번호를 입력해 주세요.',
    telRequired: '전화 번호를 입력해 주세요.',
    emailRequired: '이메일을 입력해 주세요.',
    marketing: '수신 동의 여부를 선택해 주세요.',
    saved: '회원정보가 수정되었습니다.',
    currentPasswordForEmail: '이메일을 변경하려면 현재 비밀번호를 입력해 주세요.',
  },
  password: {
    currentRequired: '현재 비밀번호를 입력해주세요',
    newRequired: '변경할 비밀번호를 입력해주세요',
    confirmRequired: '변경할 비밀번호 확인을 입력해 주세요',
    mismatch: '비밀번호와 비밀번호 확인이 일치하지 않습니다.',
    rule: '비밀번호 조합 기준에 적합하지 않습니다.',
    matches: '비밀번호가 일치합니다.',
    differs: '비밀번호가 일치하지 않습니다.',
    currentWrong: '현재 비밀번호가 일치하지 않습니다.',
    sameAsCurrent: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
    changed: '비밀번호 변경이 완료 됐습니다.',
    weak: '추측하기 쉬운 비밀번호입니다. 흔한 단어·이름·아이디·연도나 1234 같은 이어진 숫자를 피하고, 단어를 섞어 더 길게 만들어 주세요.',
    tooManyWrong: (wait: string) => `비밀번호를 여러 번 잘못 입력했습니다. ${wait} 후 다시 시도해주세요.`,
    set: '비밀번호가 설정되었습니다. 이제 아이디와 비밀번호로도 로그인할 수 있습니다.',
    alreadySet: '이미 비밀번호가 있습니다. 비밀번호 변경을 이용해 주세요.',
  },
  session: {
    loggedOut: '선택한 기기에서 로그아웃했습니다.',
    allLoggedOut: '모든 기기에서 로그아웃했습니다. 다시 로그인해 주세요.',
    logoutAllConfirm: '모든 기기에서 로그아웃하시겠습니까? 지금 쓰는 이 기기도 로그아웃됩니다.',
    notFound: '로그인 기록을 찾을 수 없습니다.',
  },
  receipt: {
    paymentIdRequired: '결제번호를 입력해주세요.',
    nameRequired: '이름을 입력해주세요.',
    phoneRequired: '연락처를 입력해주세요.',
    notFound: '입력하신 정보와 일치하는 결제 내역이 없습니다. 결제번호, 이름, 연락처를 확인해 주세요.',
  },
  // 기부금 영수증 requests (issue 25): asked from the receipt lookup, exported per organisation.
  donationReceipt: {
    donorTypeRequired: '기부금 영수증을 받을 분의 구분을 선택해주세요.',
    donorNameRequired: '기부금 영수증에 적을 이름(상호)을 입력해주세요.',
    donorNameTooLong: '이름(상호)은 30자 이내로 입력해주세요.',
    birthDateInvalid: '생년월일을 정확히 선택해주세요.',
    businessNumberInvalid: '사업자 번호 10자리를 입력해주세요.',
    addressRequired: '기부금 영수증에 적을 주소를 입력해주세요.',
    addressTooLong: '주소는 200자 이내로 입력해주세요.',
    deliveryRequired: '영수증을 받을 휴대폰 번호나 이메일을 입력해주세요.',
    phoneInvalid: '휴대폰 번호를 정확히 입력해주세요.',
    emailInvalid: '이메일 주소를 정확히 입력해주세요.',
    residentNumberRequired: '이 기부단체는 기부금 영수증에 주민등록번호가 필요합니다. 주민등록번호 13자리를 입력해주세요.',
    residentNumberInvalid: '주민등록번호는 숫자 13자리로 입력해주세요.',
    residentNumberNotAsked: '이 기부단체는 주민등록번호를 받지 않습니다.',
    notStanding: '결제가 완료된 건만 기부금 영수증을 신청할 수 있습니다.',
    testPayment: '결제 테스트 건은 기부금 영수증을 신청할 수 없습니다.',
    noOrganisation: '이 결제는 기부금을 받을 기부단체가 정해지지 않아 기부금 영수증을 신청할 수 없습니다. 고객센터로 문의해 주세요.',
    alreadyRequested: '이 결제의 기부금 영수증은 이미 신청하셨습니다. 신청 내용은 기부단체에 전달되기 전까지 고칠 수 있습니다.',
    notRequested: '이 결제의 기부금 영수증 신청이 없습니다.',
    exportedLocked: '이미 기부단체에 전달된 신청은 고칠 수 없습니다. 고객센터로 문의해 주세요.',
    requested: '기부금 영수증 신청이 접수되었습니다. 기부단체가 발급해 보내 드립니다.',
    edited: '기부금 영수증 신청 내용을 고쳤습니다.',
    notFound: '기부금 영수증 신청을 찾을 수 없습니다.',
    noResidentNumber: '저장된 주민등록번호가 없습니다. 내보낸 신청의 주민등록번호는 지워집니다.',
    keyUnavailable: '주민등록번호를 보호할 암호 키가 설정되지 않아 처리할 수 없습니다. 관리자에게 문의해 주세요.',
    organisationRequired: '내보낼 기부단체를 선택해주세요.',
    organisationNotFound: '기부단체를 찾을 수 없습니다.',
    periodRequired: '내보낼 기간의 시작일과 종료일을 선택해주세요.',
    nothingToExport: '이 기부단체와 기간에 내보낼 기부금 영수증 신청이 없습니다.',
    batchNotFound: '정산을 찾을 수 없습니다.',
    nothingInBatch: '이 정산의 기부화환에는 내려받을 기부금 영수증 신청이 없습니다. 신청이 들어오면 이곳에서 내려받을 수 있습니다.',
    batchExported: (fileName: string) => `${fileName} 파일로 내려받았습니다. 내려받은 신청은 기부단체 전달로 바뀌었고 주민등록번호는 지워졌습니다.`,
    batchExportConfirm: (count: string) =>
      `이 정산의 기부금 영수증 신청 ${count}건을 엑셀로 내려받으시겠습니까? 내려받은 신청은 기부단체 전달로 바뀌고 주민등록번호는 지워집니다.`,
    exportConfirm: '이 기부단체와 기간의 신청을 엑셀로 내보내시겠습니까? 내보낸 신청은 전달 완료로 바뀌고 주민등록번호는 지워집니다.',
    revealConfirm: '주민등록번호를 보시겠습니까? 조회한 사실이 관리 기록에 남습니다.',
  },
  payment: {
    // The three alerts, exactly as spec 001 section 8 and the spec README give them.
    failed: '결제 실패',
    verified: '결제 검증 완료! 주문 처리 진행',
    verifyFailed: '결제 검증 실패! 고객센터 문의 필요',
    // The modal's fields, in its order.
    donationRequired: '기부 금액을 선택하거나 입력해주세요.',
    donationTooSmall: '직접 입력하는 기부 금액은 1,000원 이상이어야 합니다.',
    donationTooLarge: '기부 금액은 10,000,000원 이하로 입력해주세요.',
    nameRequired: '보내는 분 이름을 입력해주세요.',
    nameTooLong: '보내는 분 이름은 30자 이내로 입력해주세요.',
    phoneRequired: '휴대폰 번호를 입력해주세요.',
    phoneInvalid: '휴대폰 번호를 정확히 입력해주세요.',
    messageRequired: '메시지를 입력해주세요.',
    messageTooLong: '메시지는 100자 이내로 입력해주세요.',
    senderDisplayRequired: '이름 표시 방법을 선택해주세요.',
    termsRequired: '결제 진행에 동의해주세요.',
    targetRequired: '기부화환을 보낼 청첩장·부고장 또는 캠페인을 선택해주세요.',
    // What the server finds.
    noCampaign: '기부화환을 받지 않는 청첩장·부고장입니다.',
    campaignEnded: '후원 기간이 끝난 캠페인입니다.',
    /** The administrator ended the campaign (종료): its record stays, new wreaths are refused. */
    campaignClosed: '종료된 캠페인이라 기부화환을 더 받지 않습니다.',
    notFound: '결제 정보를 찾을 수 없습니다.',
    off: '지금은 카드 결제를 이용할 수 없습니다. 고객센터로 문의해 주세요.',
    providerError: '결제 서비스와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    testPageAdminOnly: '결제 테스트는 관리자만 이용할 수 있습니다. 관리자로 로그인해 주세요.',
    tooManyFailures: '실패한 결제가 많아 잠시 결제를 시작할 수 없습니다. 30분 뒤에 다시 시도하시거나 고객센터로 문의해 주세요.',
    wrongFlow: '이 결제는 다른 결제창으로 진행됩니다. 처음부터 다시 시도해 주세요.',
    deviceType: '결제 기기 유형이 올바르지 않습니다.',
    webhookRefused: '웹훅 서명을 확인할 수 없습니다.',
    notificationRefused: '허용되지 않은 결제 통보입니다.',
    /** A verified payment: the dialog shows the payment's own number (never the invitation's order number). */
    paidWithNumber: (paymentId: string) => `결제번호: ${paymentId}`,
    /** The return page of the redirect mode (phones, KakaoTalk's browser). */
    returned: {
      title: '기부화환 결제',
      checking: '결제를 확인하고 있습니다. 잠시만 기다려 주세요.',
      missing: '확인할 결제 정보가 없습니다. 결제를 처음부터 다시 진행해 주세요.',
      retry: '입력한 내용으로 다시 결제하기',
      receiptTitle: '결제 영수증',
      receiptLoading: '영수증을 불러오는 중입니다.',
      receiptLookup: '영수증 조회 화면 열기',
      backTo: { W: '청첩장으로 돌아가기', F: '부고장으로 돌아가기', other: '이전 화면으로 돌아가기' },
      home: '홈으로 가기',
    },
    windowHint: '결제창에서 결제를 마친 뒤 확인하기를 눌러 주세요.',
    /** While the confirmation is asked again after a network error or a server error (it is safe to repeat). */
    confirming: '결제를 확인하는 중입니다. 잠시만 기다려 주세요.',
    windowBlocked: '결제창을 열 수 없습니다. 브라우저의 팝업 차단을 해제해 주세요.',
    confirmButton: '확인하기',
    payButton: '결제하기',
    // Cancellation (administrators).
    cancelReasonRequired: '취소 사유를 입력해주세요.',
    cancelReasonTooLong: '취소 사유는 200자 이내로 입력해주세요.',
    notCancellable: '결제 완료 상태인 결제만 취소할 수 있습니다.',
    alreadyCancelled: '이미 취소된 결제입니다.',
    cancelled: '결제가 취소되었습니다.',
    // Partial refunds (administrators): a part now, the rest later, one at the provider at a time.
    refundAmountRequired: '환불할 금액을 입력해주세요.',
    refundReasonRequired: '환불 사유를 입력해주세요.',
    refundReasonTooLong: '환불 사유는 200자 이내로 입력해주세요.',
    refundAmountWhole: '환불 금액은 원 단위의 정수로 입력해주세요.',
    refundAmountMin: '환불 금액은 1원 이상이어야 합니다.',
    refundAmountOver: (remaining: string) => `환불 금액은 남은 결제 금액 ${remaining}을 넘을 수 없습니다.`,
    refundInProgress: '이 결제의 다른 환불이 결제사에서 처리 중입니다. 잠시 후 다시 시도해주세요.',
    notRefundable: '결제 완료 또는 부분 환불 상태인 결제만 환불할 수 있습니다.',
    partialNotSupported: '키움페이 결제는 부분 환불을 지원하지 않습니다. 키움페이 가맹점 관리자에서 취소해주세요.',
    partiallyRefunded: '부분 환불했습니다.',
    /** Recorded as the reason of a refund made at the provider's console (its webhook, not this site). */
    providerRefundReason: '결제사 관리자 화면에서 환불',
    /** Sent to the provider when a payment's amount or currency is not the one we registered: it is refunded at once. */
    mismatchCancelReason: '주문 금액과 다른 결제여서 자동으로 취소했습니다.',
    /** A payment the provider reported paid but the server refused (payment_intent.refusal): what the payer is told. */
    refused: {
      TEST_CHANNEL: '결제가 승인되지 않았습니다. 테스트용 결제 채널로 진행된 결제여서 실제 결제로 처리하지 않았습니다. 고객센터로 문의해 주세요.',
      OTHER_CHANNEL: '결제가 승인되지 않았습니다. 등록되지 않은 결제 채널로 진행된 결제여서 자동으로 취소했습니다. 고객센터로 문의해 주세요.',
    },
    /** The same refusal as the back office's payment list shows it (payment.fail_reason). */
    refusedLabel: {
      TEST_CHANNEL: '테스트 채널 결제 거절',
      OTHER_CHANNEL: '등록되지 않은 채널 결제 거절',
    },
    /** Sent to the provider with a paid payment whose number we never issued (card testing through our store). */
    unknownCancelReason: '발급하지 않은 결제번호의 결제여서 자동으로 취소했습니다.',
    /** Sent to the provider when a payment of another live channel is refused. */
    otherChannelCancelReason: '등록되지 않은 결제 채널로 진행된 결제여서 자동으로 취소했습니다.',
    /**
     * The public ledger line of a campaign or a donation group; both numbers already formatted.
     * What the wreaths raised (모인), not what was transferred (전달): the transfer record beside it says that.
     */
    ledgerSummary: (count: string, amount: string) => `지금까지 ${count}개의 기부화환으로 기부금 ${amount}이 모였습니다.`,
    cashReceipt: {
      usageRequired: '발급 용도를 선택해주세요.',
      phoneInvalid: '소득공제용은 휴대폰 번호를 정확히 입력해주세요.',
      businessNumberInvalid: '사업자 번호 10자리를 입력해주세요.',
      saved: '영수증 발급 정보가 저장되었습니다.',
      issuedLocked: '이미 발급된 영수증은 수정할 수 없습니다. 고객센터로 문의해 주세요.',
      notPaid: '결제가 완료된 건만 영수증 발급 정보를 저장할 수 있습니다.',
    },
    sandbox: {
      note: '결제 서비스 키가 설정되지 않아 테스트용 결제창이 대신합니다. 실제 카드 결제는 이루어지지 않습니다.',
      cardCompanyRequired: '카드사를 선택해주세요.',
      cardNumberInvalid: '카드 번호 16자리를 입력해주세요.',
      alreadyDone: '이미 처리된 결제입니다.',
      declinedReason: '카드사에서 승인을 거절했습니다.',
      closedReason: '사용자가 결제를 취소했습니다.',
      tampered: '결제 요청 정보가 서버가 정한 것과 다릅니다. 처음부터 다시 시도해 주세요.',
      done: '결제 결과를 보냈습니다. 이 창을 닫아 주세요.',
    },
  },
  withdrawal: {
    passwordRequired: '비밀번호를 입력해주세요',
    passwordWrong: '비밀번호가 일치하지 않습니다.',
    confirm: '정말 탈퇴 하시겠습니까?',
    done: '회원 탈퇴가 완료되었습니다. 그동안 온기를 이용해 주셔서 감사합니다.',
    noticeTrades: '탈퇴 후에는 진행 중인 주문과 결제 내역을 조회할 수 없습니다.',
    noticePosts: '탈퇴하셔도 작성하신 1:1 문의, 상품평, 청첩장·부고장 페이지는 삭제되지 않습니다.',
  },
  refundBank: {
    bankRequired: '은행을 선택해 주세요.',
    ownerRequired: '예금주를 입력해 주세요.',
    numberRequired: '계좌번호를 입력해 주세요.',
    numberDigits: "계좌번호는 '-' 없이 숫자만 입력해 주세요.",
    numberLength: '계좌번호는 10~16자리 숫자로 입력해 주세요.',
    ownerTooLong: '예금주는 30자 이내로 입력해 주세요.',
    registered: '환불 계좌가 등록되었습니다.',
    deleteConfirm: '등록된 환불 계좌를 삭제하시겠습니까?',
    notices: [
      "계좌번호는 '-' 없이 숫자만 입력해 주세요.",
      '국내 은행 계좌만 등록할 수 있습니다.',
      '회원 본인 명의의 계좌만 등록할 수 있습니다.',
      '환불 계좌 정보는 수집일로부터 1년이 지나면 자동으로 삭제됩니다.',
    ],
  },
  social: {
    connected: '연결이 완료 됐습니다',
    connectFailed: '문제 발생',
    welcome: (name: string) => `${name}님, 온기 회원이 되신 것을 환영합니다!`,
    stateMismatch: '잘못된 요청입니다. 처음부터 다시 시도해 주세요.',
    alreadyLinkedElsewhere: '이미 다른 계정에 연결된 소셜 계정입니다.',
    alreadyConnected: '이미 연결된 서비스입니다.',
    disconnected: '연결이 해제되었습니다.',
    disconnectConfirm: (provider: string) => `${provider} 연결을 해제하시겠습니까?`,
    lastLoginMethod: '로그인할 수 있는 방법이 하나만 남아 연결을 해제할 수 없습니다. 비밀번호를 먼저 설정해 주세요.',
    notConnected: '연결되지 않은 서비스입니다.',
    providerError: '소셜 로그인 서비스와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    /** The account name when the provider shared none (e.g. '네이버 회원'). */
    defaultName: (provider: string) => `${provider} 회원`,
  },
  review: {
    ratingRequired: '별점을 선택해주세요.',
    textRequired: '상품평을 입력해주세요.',
    textTooLong: '상품평은 1,000자 이내로 입력해 주세요.',
    tooManyPhotos: '사진은 최대 5장만 업로드 가능합니다.',
    photoType: 'JPG, GIF, PNG 이미지만 올릴 수 있습니다.',
    photoSize: '사진은 한 장에 10MB 이하만 올릴 수 있습니다.',
    created: '상품평이 등록되었습니다.',
    noCampaign: '캠페인을 사용한 주문에만 상품평을 작성할 수 있습니다.',
    alreadyWritten: '이미 상품평을 작성한 주문입니다.',
    orderNotFound: '주문을 찾을 수 없습니다.',
  },
  myPage: {
    noInquirySelected: '선택된 문의가 없습니다.',
    inquiryDeleteConfirm: '문의를 삭제하시겠습니까?',
    deleted: '삭제가 완료됐습니다',
    dateRange: '조회 기간을 올바르게 선택해 주세요.',
  },
  postcode: {
    unavailable: '우편번호 검색을 불러오지 못했습니다. 우편번호와 도로명 주소를 직접 입력해 주세요.',
  },
  signupFlow: {
    termsLead: '온기 서비스 이용을 위해 약관에 동의해 주세요.',
    formLead: '회원 정보를 입력하고 본인인증을 진행해 주세요.',
    welcome: (name: string) => `${name}님, 온기 회원이 되신 것을 환영합니다.`,
    loggedIn: '가입과 함께 로그인되었습니다. 지금 바로 온기를 이용하실 수 있습니다.',
    socialLead: '네이버·카카오 계정을 연결해 두면 다음부터 간편하게 로그인할 수 있습니다.',
    identityLocked: '본인인증을 마친 이름과 휴대폰 번호는 바꿀 수 없습니다. 바꾸려면 다시 인증해 주세요.',
    identityHint: '가입하려면 이름과 휴대폰 번호를 입력한 뒤 본인인증을 해 주세요.',
    identityDone: '본인인증이 완료되었습니다.',
  },
  findAccountFlow: {
    findIdLead: '가입할 때 입력한 이름과 휴대폰 번호로 본인인증을 하면 아이디를 알려 드립니다.',
    findIdFound: '본인인증한 정보로 가입된 아이디입니다.',
    findPasswordLead: '아이디와 가입할 때 입력한 이메일을 적어 주시면 비밀번호를 다시 설정할 수 있는 링크를 보내 드립니다.',
    resetLead: '새로 사용할 비밀번호를 입력해 주세요.',
  },
  oauthReturn: {
    loggingIn: '로그인하고 있습니다. 잠시만 기다려 주세요.',
    connecting: '계정을 연결하고 있습니다. 잠시만 기다려 주세요.',
  },
  sandbox: {
    identityNote: '본인인증 서비스가 설정되지 않아 테스트용 화면이 대신합니다. 실제 본인인증은 이루어지지 않습니다.',
    identityFailReason: '테스트용 인증 실패입니다.',
    identitySent: '인증 결과를 보냈습니다. 이 창을 닫아 주세요.',
    oauthNote: (provider: string) =>
      `${provider} 로그인 키가 설정되지 않아 테스트용 화면이 대신합니다. 입력한 이름과 이메일이 ${provider} 계정 정보로 전달됩니다.`,
    invalidRequest: '잘못된 요청입니다. 처음 화면에서 다시 시도해 주세요.',
    oauthConsent: (provider: string) => `온기가 ${provider} 계정의 이름과 이메일을 받아 로그인과 회원가입에 사용합니다.`,
    /** The banner every sandbox page carries. */
    banner: '테스트용',
    bannerNote: '실제 서비스와 연결되지 않은 테스트용 화면입니다.',
  },
  invitation: {
    /** The calendar entry's reminder, the day before the wedding. */
    calendarReminder: (title: string) => `내일 예식이 있습니다 · ${title}`,
    kakaoPayLinkInvalid: '카카오페이 송금 링크는 카카오페이 앱에서 만든 https://qr.kakaopay.com/ 주소를 붙여 넣어 주세요.',
    // Spec 001 sections 5 and 8, exactly.
    photoRequired: '사진을 선택해주세요.',
    tooManyPhotos: '사진은 최대 12장만 업로드 가능합니다.',
    campaignCategoryRequired: '캠페인 카테고리를 선택해주세요.',
    donationRequired: '기부처를 선택해주세요.',
    campaignRequired: '캠페인을 선택해주세요.',
    funeralHomeRequired: '장례식장을 선택해주세요.',
    /** An ended partner (종료) cannot be chosen for a new or changed place; an invitation already there keeps it. */
    partnerEnded: '더 이상 제휴하지 않는 장소입니다. 장소 검색으로 찾아 선택해주세요.',
    /** An ended campaign cannot be chosen anew; an invitation already carrying it keeps it. */
    campaignEnded: '종료된 캠페인입니다. 다른 캠페인을 선택해주세요.',
    weddingCreated: (orderNum: string) => `청첩장이 생성되었습니다.<br>마이페이지에서 확인해주세요.<br> 주문번호 : ${orderNum}`,
    funeralCreated: (orderNum: string) => `부고장이 생성되었습니다. 마이페이지에서 확인해주세요. 주문번호 : ${orderNum}`,
    weddingUpdated: '청첩장이 수정되었습니다.',
    funeralUpdated: '부고장이 수정되었습니다.',
    // What the spec leaves open.
    eventDateInvalid: '예식 날짜를 올바르게 선택해주세요.',
    eventTimeRequired: '예식 시간을 입력해주세요.',
    venueRequired: '예식장을 입력해주세요.',
    groomNameRequired: '신랑 이름을 입력해주세요.',
    brideNameRequired: '신부 이름을 입력해주세요.',
    deceasedNameRequired: '고인의 성함을 입력해주세요.',
    ageInvalid: '나이는 0에서 150 사이의 숫자로 입력해주세요.',
    deathDateInvalid: '별세 날짜를 올바르게 선택해주세요.',
    funeralDateInvalid: '발인 날짜를 올바르게 선택해주세요.',
    funeralTimeRequired: '발인 시간을 입력해주세요.',
    accountIncomplete: '계좌는 예금주, 은행, 계좌번호를 모두 입력해주세요.',
    nonMemberNameRequired: '주문하시는 분의 이름을 입력해주세요.',
    nonMemberPhoneRequired: '주문하시는 분의 휴대폰 번호를 입력해주세요.',
    tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이내로 입력해주세요.`,
    photoType: 'JPG, PNG, GIF, WEBP 이미지만 올릴 수 있습니다.',
    photoSize: '사진은 한 장에 15MB 이하만 올릴 수 있습니다.',
    photosTooLarge: (limitMb: number) => `사진은 한 번에 합쳐서 ${limitMb}MB까지 올릴 수 있습니다. 사진 수를 줄이거나 더 작은 사진으로 다시 올려 주세요.`,
    orderPhotosTooLarge: (limitMb: number) =>
      `한 청첩장·부고장의 사진은 합쳐서 ${limitMb}MB까지 둘 수 있습니다. 쓰지 않는 사진을 지우거나 더 작은 사진을 올려 주세요.`,
    tooManyCreated: '짧은 시간에 청첩장·부고장을 너무 많이 만들었습니다. 1시간 뒤에 다시 만들어 주세요. 이미 만든 것은 마이페이지의 주문에서 고칠 수 있습니다.',
    tooManyForPhone:
      '이 휴대폰 번호로 1시간 안에 만들 수 있는 청첩장·부고장을 모두 만들었습니다. 잠시 후 다시 만들어 주세요. 이미 만든 것은 비회원 로그인(주문번호) 뒤 마이페이지에서 고칠 수 있습니다.',
    notFound: '청첩장·부고장을 찾을 수 없습니다. 주소를 다시 확인해 주세요.',
    /** An address that asked for too many numbers that do not exist (plugins/public-number-guard.ts). */
    tooManyUnknownNumbers: '없는 청첩장·부고장 주소를 너무 많이 열었습니다. 잠시 후 다시 열어 주세요. 받은 링크의 주소가 맞는지도 확인해 주세요.',
    notOwner: '직접 만든 청첩장·부고장만 수정할 수 있습니다.',
    draftFound: '작성 중이던 내용이 있습니다. 불러올까요?',
    accountRowsFull: (max: number) => `계좌는 ${max}개까지 넣을 수 있습니다.`,
    leaveConfirm: '작성 중인 내용이 있습니다. 이 화면을 나가시겠습니까?',
  },
  /** 온기 초대장 확인 (issue 24 §5): a pasted link or number checked against this service. */
  invitationVerify: {
    empty: '확인할 초대장 주소나 번호를 입력해 주세요.',
    badNumber: '초대장 번호는 12자리 숫자입니다. 받은 링크의 주소 끝 숫자를 다시 확인해 주세요.',
    unreadable: '주소를 읽을 수 없습니다. 받은 링크를 그대로 복사해 붙여 넣어 주세요.',
    notInvitationLink: '온기의 주소이지만 청첩장·부고장 주소가 아닙니다. 받은 링크를 그대로 붙여 넣어 주세요.',
    /** A number this service never issued (or an invitation its host deleted). */
    unknown: '이 번호로 온기에서 만든 청첩장·부고장은 없습니다. 주소를 잘못 옮기지 않았는지 보시고, 보낸 분께 전화로 확인해 주세요.',
    real: (type: 'W' | 'F') => (type === 'W' ? '온기에서 만든 청첩장이 맞습니다' : '온기에서 만든 부고장이 맞습니다'),
    realNote: '아래 이름과 날짜가 받은 내용과 같은지 확인해 주세요. 온기의 초대장은 언제나 이 주소에서 열립니다.',
    private: '온기에서 만든 초대장이지만, 만든 분이 비공개로 바꾸어 내용을 보여 드릴 수 없습니다.',
    foreignTitle: '온기의 주소가 아닙니다',
    foreign: (domain: string, ownHost: string) =>
      `이 링크는 ${domain}의 주소입니다. 온기의 청첩장·부고장은 ${ownHost} 주소로만 보내 드립니다. 링크를 열지 말고, 보낸 분께 전화로 확인해 주세요.`,
    shortened: '짧게 줄인 주소는 실제로 어디로 가는지 숨깁니다. 온기는 줄인 주소를 쓰지 않습니다.',
  },
  /** Where and when an invitation is (issue 26): a place outside the partners, dates in order. */
  invitationPlace: {
    /** A wedding venue typed by name but not found with the place search (no address, no map). */
    venueNotFound: '예식장을 장소 검색에서 찾아 선택해주세요. 주소와 지도가 함께 저장됩니다.',
    eventDatePast: '예식 날짜가 이미 지났습니다. 날짜를 다시 선택해주세요.',
    funeralDatePast: '발인 날짜가 이미 지났습니다. 날짜를 다시 선택해주세요.',
    /** 발인 before 별세 (or 소천, 선종, 왕생: the family's word). */
    funeralBeforeDeath: (death: string) => `발인 일시가 ${death} 일시보다 앞섭니다. 날짜와 시간을 다시 확인해주세요.`,
  },
  /** What the host chooses for an invitation after it is shared (issue 27): 공개·보관 설정. */
  invitationLifecycle: {
    /** The guest page and the kiosk of an invitation the host made private. */
    closed: (type: 'W' | 'F') => (type === 'W' ? '이 청첩장은 비공개로 전환되었습니다.' : '이 부고장은 비공개로 전환되었습니다.'),
    archiveDateInvalid: '보관 날짜를 올바르게 선택해주세요.',
    archiveBeforeEvent: (type: 'W' | 'F') => (type === 'W' ? '보관 날짜는 예식 날짜 이후로 정해주세요.' : '보관 날짜는 발인 날짜 이후로 정해주세요.'),
    /** An edit of an invitation past its archive date. */
    archived: '보관된 청첩장·부고장이라 더 고칠 수 없습니다. 공개·보관 설정에서 보관 날짜를 지우면 다시 고칠 수 있습니다.',
    /** A wreath after the event, when the host stopped taking them then. */
    wreathsStopped: '행사가 끝나 기부화환 접수를 마쳤습니다. 마음만 감사히 받겠습니다.',
    /** A wreath after the archive date. */
    wreathsArchived: '보관된 청첩장·부고장이라 기부화환을 더 받지 않습니다.',
    deleteConfirm: '삭제하시려면 확인란에 ‘삭제’라고 입력해주세요.',
    saved: '공개·보관 설정을 저장했습니다.',
    deleted: '청첩장·부고장을 삭제했습니다. 받은 기부화환 결제 기록은 정산을 위해 보관됩니다.',
  },
  /** The kiosk screen's options the host chooses (issue 24): 키오스크 화면 설정. */
  kiosk: {
    saved: '키오스크 화면 설정을 저장했습니다.',
    /** The running total on the screen: the wreaths as people, the donated part in won. */
    total: (count: string, donated: string) => `모인 마음 ${count}분 · 기부 ${donated}`,
    /** How many sent a wreath, said as people ('30분', never '30 / 분'). */
    senders: (count: string) => `${count}분`,
  },
  /** The thank-you page after the event (issue 27): 감사 인사 and 감사장. */
  thanks: {
    /** An order number that is not the session's (or does not exist): the same answer, as an order number is a non-member's key. */
    orderNotFound: '주문을 찾을 수 없습니다. 마이페이지의 주문에서 다시 열어 주세요.',
    titleRequired: '제목을 입력해주세요.',
    titleTooLong: (max: number) => `제목은 ${max}자 이내로 입력해주세요.`,
    textRequired: '감사 인사 내용을 입력해주세요.',
    textTooLong: (max: number) => `감사 인사 내용은 ${max}자 이내로 입력해주세요.`,
    photoNotOwn: '청첩장·부고장에 올린 사진 가운데에서 골라주세요.',
    saved: '감사 페이지를 저장했습니다.',
    published: '감사 페이지를 저장하고 공개했습니다.',
    /** Sending before the page is saved public: the message would link to '준비하고 있습니다'. */
    sendNotPublished: '감사 페이지를 저장하고 공개한 뒤에 보낼 수 있습니다.',
    /** What one tap did: sent to the new ones, and the ones already sent to were left alone. */
    sent: (queued: number, alreadySent: number) =>
      alreadySent > 0 ? `${queued}명에게 보냈습니다. 이미 받은 ${alreadySent}명에게는 다시 보내지 않았습니다.` : `${queued}명에게 보냈습니다.`,
  },
  /** '주문번호 찾기' on the login page's non-member tab (issue 26). */
  orderLookup: {
    lead: '청첩장·부고장을 만들 때 적은 이름과 휴대폰 번호로 본인인증을 하면, 그 이름과 번호로 만든 주문번호를 알려 드립니다.',
    found: '본인인증한 이름과 휴대폰 번호로 만든 주문입니다. 로그인할 주문을 골라 주세요.',
    noMatch: '이 이름과 휴대폰 번호로 비회원이 만든 청첩장·부고장이 없습니다. 회원으로 만드셨다면 회원 로그인을 이용해 주세요.',
  },
  /** The host's page for their event (/mypage/event/{orderNum}, issue 27). */
  host: {
    wreathNotFound: '이 청첩장·부고장이 받은 기부화환을 찾을 수 없습니다.',
    thankedRequired: '감사 인사를 보냈는지 선택해 주세요.',
  },
  /** 방명록 (wedding) and 추모의 글 (funeral) on the guest page (issue 24 §2). */
  guestbook: {
    nameRequired: '이름을 입력해 주세요.',
    nameTooLong: (max: number) => `이름은 ${max}자 이내로 입력해 주세요.`,
    bodyRequired: '남기실 글을 입력해 주세요.',
    bodyTooLong: (max: number) => `글은 ${max}자 이내로 입력해 주세요.`,
    passwordRequired: '비밀번호를 입력해 주세요.',
    passwordLength: (min: number, max: number) => `비밀번호는 ${min}~${max}자로 입력해 주세요.`,
    passwordWrong: '비밀번호가 맞지 않습니다.',
    /** The same browser again within a few seconds. */
    tooSoon: (seconds: number) => `방금 글을 남기셨습니다. ${seconds}초 뒤에 다시 남겨 주세요.`,
    /** The host turned the book off (or the invitation takes nothing more). */
    closed: '지금은 글을 남길 수 없습니다.',
    notFound: '글을 찾을 수 없습니다. 이미 지워졌을 수 있습니다.',
    created: '글을 남겼습니다. 감사합니다.',
    deleted: '글을 지웠습니다.',
    settingsSaved: '방명록 설정을 저장했습니다.',
  },
  /** 참석 의사 (RSVP) on a wedding's guest page and the host's answers (issue 24). */
  rsvp: {
    nameRequired: '성함을 입력해 주세요.',
    nameTooLong: (max: number) => `성함은 ${max}자 이내로 입력해 주세요.`,
    sideRequired: '신랑측인지 신부측인지 선택해 주세요.',
    attendanceRequired: '참석 여부를 선택해 주세요.',
    headcountInvalid: (max: number) => `참석 인원은 1명부터 ${max}명까지 입력해 주세요.`,
    mealRequired: '식사 여부를 선택해 주세요.',
    phoneInvalid: '연락처는 휴대폰 번호로 입력해 주세요. (예: 010-1234-5678)',
    noteTooLong: (max: number) => `남기실 말씀은 ${max}자 이내로 입력해 주세요.`,
    passwordInvalid: (min: number, max: number) => `비밀번호는 ${min}자부터 ${max}자까지 입력해 주세요.`,
    passwordRequired: '비밀번호를 입력해 주세요.',
    deadlineInvalid: '마감 일시를 올바르게 입력해 주세요.',
    enabledRequired: '참석 의사 받기를 켤지 선택해 주세요.',
    off: '이 청첩장은 참석 의사를 받지 않습니다.',
    closed: '참석 의사 전달이 마감되었습니다.',
    full: '이 청첩장이 받을 수 있는 참석 의사가 모두 찼습니다. 신랑·신부께 직접 알려 주세요.',
    notFound: '전달하신 참석 의사를 찾을 수 없습니다. 처음부터 다시 전달해 주세요.',
    noMatch: '성함과 비밀번호가 맞는 참석 의사가 없습니다. 다시 확인해 주세요.',
    sent: '참석 의사가 전달되었습니다.',
    changed: '참석 의사가 수정되었습니다.',
    settingsSaved: '참석 의사 설정을 저장했습니다.',
  },
  place: {
    queryRequired: '검색할 장소를 입력해주세요.',
    noResult: '검색 결과가 없습니다. 다른 이름으로 찾아보세요.',
    providerError: '장소 검색 서비스와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  /** 일별 대사 (issue 25 §1): each Korean day's payments against the gateway's records. */
  reconciliation: {
    dayRequired: '확인할 날짜를 입력해주세요.',
    dayInvalid: '날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해주세요.',
    dayInFuture: '아직 오지 않은 날은 대사할 수 없습니다.',
    stateInvalid: '처리 상태를 다시 선택해주세요.',
    noteRequired: '처리 내용을 입력해주세요.',
    noteTooLong: '처리 내용은 500자 이내로 입력해주세요.',
    notFound: '대사 차이를 찾을 수 없습니다. 목록을 새로 고쳐 주세요.',
    alreadyResolved: '이미 처리한 차이입니다.',
    gatewayOff: '결제 기능이 꺼져 있어 대사할 결제사가 없습니다.',
    gatewayFailed: '결제사의 결제 목록을 받지 못했습니다. 잠시 후 다시 시도해 주세요.',
    resolved: '처리 완료로 표시했습니다.',
    /** Kiwoom Pay has no payment list nor inquiry API to compare with (docs/decisions/022). */
    unsupported: '키움페이는 결제 목록과 결제 조회 API를 제공하지 않아 대사할 수 없습니다. 키움페이 가맹점 관리자 화면에서 직접 확인해 주세요.',
    ran: (day: string, differences: number) =>
      differences === 0 ? `${day} 대사를 마쳤습니다. 차이가 없습니다.` : `${day} 대사를 마쳤습니다. 차이 ${differences}건을 찾았습니다.`,
    clearedOnRecheck: '다시 대사했을 때 차이가 없어 자동으로 처리 완료했습니다.',
    jobLabel: '일별 대사',
  },
  inquiry: {
    titleRequired: '제목을 입력해 주세요.',
    contentRequired: '내용을 입력해 주세요.',
    emailRequired: '이메일을 입력해 주세요.',
    emailInvalid: '이메일 형식이 올바르지 않습니다.',
    titleTooLong: '제목은 100자 이내로 입력해 주세요.',
    contentTooLong: '내용은 3,000자 이내로 입력해 주세요.',
    userType: '문의 유형을 선택해 주세요.',
    emailReceive: '이메일 수신 여부가 올바르지 않습니다.',
    created: '문의가 등록 되었습니다.',
    answerNote: '답변은 입력하신 이메일과 마이페이지 > 1:1 문의 내역에서 확인하실 수 있습니다.',
  },
  /** A back-office list opened at a page past its last (?page=99, an old link): said so, with the way back. */
  adminList: {
    pastLastPage: '마지막 페이지보다 뒤의 페이지입니다',
    pastLastPageText: (lastPage: number) => `이 목록은 ${formatNumber(lastPage)}쪽까지 있습니다.`,
    toLastPage: '마지막 페이지로',
    sortInvalid: '이 목록은 그 항목으로 정렬할 수 없습니다. 목록의 제목 칸을 눌러 정렬해주세요.',
    directionInvalid: '정렬 방향은 오름차순(asc) 또는 내림차순(desc)만 쓸 수 있습니다.',
    totalRow: '합계',
    totalsLoading: '합계를 계산하는 중입니다',
    totalsFailed: '합계를 불러오지 못했습니다',
    eventPeriodInvalid: '행사일은 YYYY-MM-DD 형식의 날짜로 입력해주세요.',
    eventPeriodReversed: '행사일 기간의 시작일이 종료일보다 늦습니다.',
    menu: '관리자 메뉴 열기',
    menuClose: '관리자 메뉴 닫기',
  },
  /** The back office's form rules not in the spec (it shows no required checks): said plainly. */
  adminForm: {
    categoryRequired: '카테고리를 선택해주세요.',
    titleRequired: '제목을 입력해주세요.',
    titleTooLong: (max: number) => `제목은 ${max}자 이내로 입력해주세요.`,
    contentRequired: '내용을 입력해주세요.',
    contentTooLong: (max: number) => `내용은 ${formatNumber(max)}자 이내로 입력해주세요.`,
    nameRequired: '이름을 입력해주세요.',
    categoryWrongGroup: '이 화면에서 고를 수 없는 카테고리입니다.',
    /** Every 노출 순서 (1 is first): '2.5', '0', '-1', 'abc' are all this one sentence. */
    displayOrderInvalid: '노출 순서는 1 이상의 정수로 입력해주세요.',
    /** Every start/end pair of an admin form (popup, sponsor period): one wording, from the form and the server alike. */
    endBeforeStart: '종료일은 시작일보다 빠를 수 없습니다.',
  },
  /** The back office (spec 002 §5 and §8). */
  alert: {
    acknowledged: '확인 처리했습니다.',
    alreadyAcknowledged: '이미 확인 처리된 알림입니다.',
    // What each raised alert says (modules/alert's raiseAdminAlert callers).
    channelRefused: {
      TEST_CHANNEL: '테스트 채널 결제를 거절했습니다',
      OTHER_CHANNEL: '등록되지 않은 채널의 결제를 거절했습니다',
    },
    refundFailed: '결제를 자동으로 환불하지 못했습니다',
    refundFailedSummary: (paymentId: string, reason: string) =>
      `확정하지 않은 결제 ${paymentId}를 결제사에 환불(취소) 요청했지만 거절되었습니다. 환불 사유: ${reason} 결제사 관리자 콘솔에서 직접 취소해 주세요.`,
    unknownPaymentNotCancelled: '발급하지 않은 결제번호의 결제를 취소하지 못했습니다',
    unknownPaymentNotCancelledSummary: (paymentId: string, amount: string) =>
      `이 서버가 발급한 적 없는 결제번호 ${paymentId}(${amount})가 우리 상점에서 결제되었다는 웹훅이 와서 자동 취소를 요청했지만 결제사가 거절했습니다. 카드 도용 시험일 수 있습니다. PortOne 관리자 콘솔에서 이 결제를 직접 취소해 주세요.`,
    kiwoomAddressRefused: '허용 목록에 없는 주소에서 키움페이 결제 통보가 왔습니다',
    kiwoomAddressRefusedSummary: (address: string, orderNo: string) =>
      `비밀 통보 주소를 아는 누군가가 허용 목록(KIWOOM_NOTIFICATION_ADDRESSES)에 없는 ${address}에서 결제 통보${orderNo ? `(주문 ${orderNo})` : ''}를 보냈고, 거절했습니다. 키움페이가 통보 서버를 바꾼 것이 아니라면 통보 주소가 새어 나간 것입니다. KIWOOM_NOTIFICATION_TOKEN을 새로 정해 키움페이 가맹점 관리자에 등록해 주세요.`,
    kiwoomWindowNeverOpened: '결제창을 연 적 없는 주문이 키움페이 통보로 결제 완료되었습니다',
    kiwoomWindowNeverOpenedSummary: (paymentId: string, amount: string) =>
      `${paymentId}(${amount})는 이 서버가 키움페이 결제창을 열어 준 적이 없는데 결제 통보로 결제 완료 처리되었습니다. 키움페이 가맹점 관리자에서 이 주문의 실제 승인 내역을 확인해 주세요. 승인 내역이 없다면 위조된 통보이니 KIWOOM_NOTIFICATION_TOKEN을 새로 정해 등록해 주세요.`,
    channelRefusedSummary: (paymentId: string, amount: string, channel: string) =>
      `결제사가 결제 완료로 알린 ${paymentId}(${amount})는 ${channel} 채널로 결제되어 확정하지 않았습니다. 기부금 집계, 후원자 목록, 키오스크에 나오지 않습니다. 운영 환경의 채널 키(PORTONE_CHANNEL_KEY)와 결제창이 쓴 채널을 확인해 주세요.`,
    jobFailed: (label: string) => `정기 작업 '${label}'이(가) 실패했습니다`,
    jobFailedSummary: (label: string, attempts: number, error: string) =>
      `서버가 정해진 때마다 하는 '${label}' 작업이 ${attempts}번 시도했지만 모두 실패했습니다. 마지막 오류: ${error} 다음 주기에 다시 시도하지만, 같은 알림이 계속되면 서버 로그(job queue, ${label})와 데이터베이스 상태를 확인해 주세요.`,
    messageFailed: (template: string) => `'${template}' 메시지를 보내지 못했습니다`,
    messageFailedSummary: (template: string, phone: string, attempts: number, error: string) =>
      `${phone} 님께 보내는 '${template}' 메시지가 ${attempts}번 시도했지만 모두 실패했습니다. 마지막 오류: ${error} 관리자 메뉴 '메시지 발송'에서 실패 목록을 확인하고, 솔라피 설정(발신번호, 템플릿, 잔액)을 확인해 주세요.`,
  },
  /** 기부금 정산 (docs/decisions/021-settlements.md). */
  settlement: {
    groupRequired: '정산할 기부후원 단체를 선택해주세요.',
    fromRequired: '정산 기간의 시작일을 선택해주세요.',
    toRequired: '정산 기간의 종료일을 선택해주세요.',
    dayInvalid: '날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해주세요.',
    toBeforeFrom: '종료일은 시작일보다 빠를 수 없습니다.',
    groupNotFound: '기부후원 단체를 찾을 수 없습니다. 목록을 새로 고쳐 주세요.',
    nothingToSettle: '이 기간에 정산할 기부화환이나 환불 조정이 없습니다.',
    changedMeanwhile: '정산하는 사이에 결제가 바뀌었습니다. 미리보기를 다시 확인한 뒤 마감해주세요.',
    closed: (groupName: string, amount: string) => `${groupName}의 정산을 마감했습니다. 전달할 금액은 ${amount}입니다.`,
    batchRequired: '이체를 기록할 정산을 목록에서 골라 주세요.',
    transferredOnRequired: '이체일을 선택해주세요.',
    bankReferenceRequired: '은행 거래 참조번호를 입력해주세요.',
    bankReferenceTooLong: '은행 거래 참조번호는 100자 이내로 입력해주세요.',
    proofRequired: '이체 증빙 파일(이미지 또는 PDF)을 첨부해주세요.',
    proofType: '이체 증빙은 이미지(JPG·PNG) 또는 PDF 파일만 올릴 수 있습니다.',
    alreadyTransferred: '이미 이체가 기록된 정산입니다. 마감된 정산은 바꿀 수 없습니다.',
    transferred: '이체를 기록했습니다.',
    notFound: '정산을 찾을 수 없습니다. 목록을 새로 고쳐 주세요.',
    /** The payment modal's split, before paying. */
    split: (donated: string, rest: string) => `기부처 전달 ${donated} · 결제 수수료와 운영비 ${rest}`,
    /** A gift's state on the payer's receipt and the host's list. */
    giftPaid: '결제 완료',
    giftTransferred: '기부처 전달 완료',
    giftTransferredOn: (day: string, groupName: string) => `${day} ${groupName}에 전달`,
    donatedPercentInvalid: '기부처 전달 비율은 1부터 100 사이의 정수(%)로 입력해주세요.',
    /** The public transfer record of an organisation or a campaign: what was transferred, and what was raised but not yet. */
    record: {
      transferred: (amount: string, times: number) =>
        times === 1 ? `지금까지 기부금 ${amount}을 전달했습니다.` : `지금까지 기부금 ${amount}을 ${times}번에 걸쳐 전달했습니다.`,
      pending: (wreaths: string, amount: string) => `전달 대기: 기부화환 ${wreaths}개 · ${amount} (모인 기부금은 정산을 마친 뒤 이체됩니다)`,
      refundPending: (amount: string) => `이체한 뒤 환불된 ${amount}은 다음 정산에서 빼고 이체합니다.`,
      nothingPending: '전달을 기다리는 기부금이 없습니다.',
      noTransfer: '아직 이체된 기부금이 없습니다. 정산이 끝나면 이체일과 증빙이 이곳에 공개됩니다.',
    },
  },
  admin: {
    searchWordRequired: '검색어를 입력해주세요',
    deleted: '삭제가 완료됐습니다',
    deleteConfirm: '삭제하시겠습니까?',
    created: '등록되었습니다.',
    updated: '수정되었습니다.',
    notFound: (what: string) => `${what}을(를) 찾을 수 없습니다. 목록을 새로 고쳐 주세요.`,
    /** A delete named rows that are gone or were never there: nothing is deleted. */
    staleSelection: '선택한 항목 중 이미 삭제되었거나 없는 항목이 있습니다. 목록을 새로 고친 뒤 다시 선택해 주세요.',
    tooManySelected: '한 번에 1,000개까지 삭제할 수 있습니다.',
    excelFailed: '엑셀 파일을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.',
    toggled: '변경되었습니다.',
    /**
     * A delete refused because other rows still refer to the chosen ones:
     * '결제 9건(770,000원)과 부고장 1건이 연결된 캠페인(가을 캠페인)은 삭제할 수 없습니다. 대신 종료하세요.'
     */
    inUse: (attached: string, what: string, instead: string) =>
      `${withParticle(attached, '이/가')} 연결된 ${withParticle(what, '은/는')} 삭제할 수 없습니다. ${instead}`.trim(),
    /** The database refused a delete the check let through (something was attached in between). */
    inUseNow: '지금 다른 기록이 연결되어 삭제할 수 없습니다. 목록을 새로 고친 뒤 다시 확인해 주세요.',
    noneSelected: {
      account: '선택된 계정이 없습니다',
      notice: '선택된 공지사항이 없습니다',
      faq: '선택된 FAQ가 없습니다',
      popup: '선택된 팝업이 없습니다',
      category: '선택된 카테고리가 없습니다',
      sponsor: '선택된 후원활동이 없습니다',
      donationGroup: '선택된 기부후원 단체가 없습니다',
      campaign: '선택된 캠페인이 없습니다',
      partner: '선택된 기관이 없습니다',
      campaignCategory: '선택된 카테고리가 없습니다',
      donationCategory: '선택된 기부처가 없습니다',
      inquiry: '선택된 문의가 없습니다',
      payment: '선택된 결제가 없습니다',
    },
    audit: {
      selfDelete: '지금 로그인한 관리자 계정은 삭제할 수 없습니다.',
      lastAdmin: '마지막 관리자 계정은 삭제할 수 없습니다.',
    },
  },
} as const;
