import type { SenderDisplay } from '@ongi/shared';

// Wreath payments: who sent them and the messages the kiosk shows.

// ---------------------------------------------------------------- kiosk messages

/** A sender's name, message and how they chose to be shown (masked unless they chose otherwise). */
export interface SenderMessage {
  name: string;
  message: string;
  senderDisplay?: SenderDisplay;
}

export const weddingMessages: SenderMessage[] = [
  { name: '대학 동기 일동', message: '두 사람의 결혼을 진심으로 축하해!<br>화환 대신 아이들 밥 한 끼로 마음 보낼게.' },
  { name: '(주)한결상사 임직원 일동', message: '새로운 출발을 진심으로 축하드립니다.<br>늘 오늘처럼 행복하세요.' },
  { name: '박영희', message: '예쁜 두 사람, 서로 아끼며 오래오래 행복하길 바라요.', senderDisplay: 'NAME' },
  { name: '서울고 23회 동창회', message: '결혼 축하한다! 백년해로하거라.' },
  { name: '김철수', message: '두 분의 앞날에 웃음만 가득하길 바랍니다.', senderDisplay: 'ANONYMOUS' },
  { name: '이모 정미숙', message: '우리 조카 결혼 정말 축하해.<br>따뜻한 가정 꾸리렴.' },
  { name: '동호회 달리는사람들', message: '인생의 새 구간도 함께 완주하세요! 축하합니다.' },
];

export const funeralMessages: SenderMessage[] = [
  { name: '(주)한결상사 임직원 일동', message: '삼가 고인의 명복을 빕니다.' },
  { name: '박영희', message: '깊은 애도를 표하며, 유가족분들께 위로의 말씀을 드립니다.' },
  { name: '고향 친구 일동', message: '하늘에서 편히 쉬시길 기도합니다.' },
  { name: '이준호', message: '갑작스러운 비보에 슬픈 마음을 함께합니다.<br>힘내세요.', senderDisplay: 'ANONYMOUS' },
  { name: '교회 성가대 일동', message: '고인의 따뜻했던 뜻이 나눔으로 이어지길 바랍니다.' },
  { name: '최동민', message: '생전의 너그러우신 모습을 오래 기억하겠습니다.' },
];

export const senderPhones = ['01031415926', '01027182818', '01016180339', '01014142135', '01017320508', '01022360679', '01026457513'];

export interface PaymentSeed {
  /** Index into weddingMessages / funeralMessages. */
  from: number;
  /** Won added to the campaign amount (one of the donation add-ons). */
  addOn: 10000 | 30000 | 50000 | 100000;
  /** A partial cancellation refunds the add-on and keeps the wreath itself. */
  status?: 'PAID' | 'FAILED' | 'CANCELLED' | 'PARTIAL_CANCELLED';
  /** Hours after the invitation was made (never later than now). */
  hours: number;
  /** A member who paid while logged in (their cancel history lists it). */
  payer?: string;
}
