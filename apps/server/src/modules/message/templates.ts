import type { MessageTemplateCode } from '@ongi/shared';

// Every 알림톡 the product sends, in one place. 알림톡 sends only templates
// Kakao approved in advance, word for word, with #{변수} where the values go:
// these texts are the ones to register in Solapi's console (their ids then go
// in SOLAPI_TEMPLATE_*), and the same words, filled, are what SMS/LMS carries
// when 알림톡 cannot go. A link a 알림톡 needs is also its button (웹링크).
// Every message about an invitation names it by its names and date (#{제목}:
// service.ts invitationHeadline), and every link is under PUBLIC_URL, the only
// domain the service sends (issue 24 §5); a changed text is registered again.

interface TemplateDefinition<Variable extends string> {
  code: MessageTemplateCode;
  /** What administrators read ('기부화환 도착'). */
  name: string;
  /** The approved words, with #{변수}. */
  text: string;
  variables: readonly Variable[];
  /** The web-link button registered with the template; its address is one of the variables. */
  button?: { name: string; link: `#{${Variable}}` };
}

const define = <Variable extends string>(definition: TemplateDefinition<Variable>) => definition;

export const messageTemplates = {
  ORDER_GUIDE: define({
    code: 'ORDER_GUIDE',
    name: '비회원 주문 안내',
    text: '[#{서비스}] #{제목}이 만들어졌습니다.\n주문번호: #{주문번호}\n주문번호와 휴대폰 번호로 언제든 다시 들어와 고치고, 받은 마음을 볼 수 있습니다.\n#{관리링크}',
    variables: ['서비스', '제목', '주문번호', '관리링크'],
    button: { name: '관리하기', link: '#{관리링크}' },
  }),
  WREATH_ARRIVED: define({
    code: 'WREATH_ARRIVED',
    name: '기부화환 도착',
    text: '[#{서비스}] 기부화환이 도착했습니다.\n#{제목}에 기부화환 #{건수}건이 새로 도착했습니다.\n#{관리링크}',
    variables: ['서비스', '제목', '건수', '관리링크'],
    button: { name: '받은 화환 보기', link: '#{관리링크}' },
  }),
  PAYMENT_RECEIPT: define({
    code: 'PAYMENT_RECEIPT',
    name: '결제 영수증',
    text: '[#{서비스}] #{이름}님, 기부화환 결제가 완료되었습니다.\n결제 금액: #{금액}\n결제번호: #{결제번호}\n홈페이지의 증빙서류 발급에서 결제번호, 이름, 휴대폰 번호로 영수증을 볼 수 있습니다.\n#{영수증링크}',
    variables: ['서비스', '이름', '금액', '결제번호', '영수증링크'],
    button: { name: '영수증 보기', link: '#{영수증링크}' },
  }),
  THANKS: define({
    code: 'THANKS',
    name: '감사 인사',
    text: '[#{서비스}] #{제목}\n#{보낸분}님께서 감사 인사를 보내셨습니다.\n#{감사링크}',
    variables: ['서비스', '제목', '보낸분', '감사링크'],
    button: { name: '감사 인사 보기', link: '#{감사링크}' },
  }),
  REFUND_DECLINED: define({
    code: 'REFUND_DECLINED',
    name: '환불 요청 거절',
    text: '[#{서비스}] #{이름}님의 환불 요청에 답변드립니다.\n결제번호: #{결제번호}\n환불해 드리지 못한 사유: #{사유}\n홈페이지의 증빙서류 발급에서 결제번호, 이름, 휴대폰 번호로 다시 확인할 수 있습니다.\n#{영수증링크}',
    variables: ['서비스', '이름', '결제번호', '사유', '영수증링크'],
    button: { name: '결제 내역 보기', link: '#{영수증링크}' },
  }),
} as const;

type Templates = typeof messageTemplates;
/** The values a template needs, by variable name: `{ 주문번호: 'W…', … }`. */
export type TemplateValues<Code extends MessageTemplateCode> = Record<Templates[Code]['variables'][number], string>;

/** The template filled: 알림톡's variables (keyed '#{이름}', as Solapi takes them) and the whole text. */
export function renderTemplate<Code extends MessageTemplateCode>(
  code: Code,
  values: TemplateValues<Code>,
): { variables: Record<string, string>; text: string } {
  const template: TemplateDefinition<string> = messageTemplates[code];
  const given = values as Record<string, string>;
  const variables = Object.fromEntries(template.variables.map((name) => [`#{${name}}`, given[name] ?? '']));
  const text = template.text.replace(/#\{([^}]+)\}/g, (whole) => variables[whole] ?? whole);
  return { variables, text };
}
