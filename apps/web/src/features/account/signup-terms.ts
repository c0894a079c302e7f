/**
 * What the signup terms step shows under each box: the essentials of each
 * document, with a link to the full text on the customer-service pages.
 */
export interface SignupTermDoc {
  id: 'serviceTerms' | 'privacyTerms' | 'marketing';
  title: string;
  required: boolean;
  summary: readonly string[];
}

export const signupTermDocs: readonly SignupTermDoc[] = [
  {
    id: 'serviceTerms',
    title: '서비스 이용약관 동의',
    required: true,
    summary: [
      '온기는 디지털 기부화환, 모바일 청첩장·부고장과 키오스크 전시 서비스를 제공합니다.',
      '회원은 정확한 정보로 가입해야 하며, 아이디와 비밀번호를 다른 사람이 쓰지 않도록 관리해야 합니다.',
      '디지털 기부화환 결제 금액의 일부는 회원이 고른 캠페인의 기부처에 전달됩니다.',
      '회원은 언제든지 마이페이지에서 탈퇴할 수 있습니다. 탈퇴 후에도 작성한 문의, 상품평과 초대장은 남습니다.',
    ],
  },
  {
    id: 'privacyTerms',
    title: '개인정보 수집 및 이용 동의',
    required: true,
    summary: [
      '수집 항목: 이름, 아이디, 비밀번호, 휴대폰 번호, 전화번호, 이메일, 본인확인 정보(연계정보), 생년월일과 주소(입력한 경우).',
      '이용 목적: 회원 식별과 가입 의사 확인, 주문과 결제, 기부 내역 안내, 고객 문의 응대.',
      '보유 기간: 회원 탈퇴 시까지. 다만 관계 법령이 정한 거래 기록은 정해진 기간 동안 보관합니다.',
      '동의하지 않으실 수 있으나, 동의하지 않으면 회원가입을 할 수 없습니다.',
    ],
  },
  {
    id: 'marketing',
    title: '마케팅 정보 수신 동의',
    required: false,
    summary: [
      '새 캠페인, 이벤트와 혜택 소식을 문자(SMS)와 이메일로 보내 드립니다.',
      '동의하지 않아도 가입과 서비스 이용에는 제한이 없으며, 가입 후 회원정보 수정에서 언제든지 바꿀 수 있습니다.',
    ],
  },
];
