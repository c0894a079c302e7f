import type { FuneralReligion } from '@ongi/shared';
import type { PaymentSeed } from './payments';
import type { ReviewSeed } from './reviews';

// Wedding invitations and funeral notices with their wreath payments and reviews.

export type Owner = { member: string } | { nonMemberName: string; nonMemberPhone: string };

export interface WeddingSeed {
  owner: Owner;
  /** A fixed order number, for an order someone must be able to log in with (see demoNonMember). */
  orderNum?: string;
  partner: string;
  detail: number;
  eventInDays: number;
  eventTime: string;
  createdDaysBefore: number;
  mainDesign: number;
  editStyle: string;
  kioskStyle: number;
  /** Null: an invitation made without a donation wreath campaign. */
  campaignSeq: number | null;
  groom: [string, string, string];
  bride: [string, string, string];
  groomContact: [string, string];
  brideContact: [string, string];
  mainMessage: string;
  greetings: string;
  thankyou: string;
  notice: string;
  congrat: Array<{ side: 'groom' | 'bride'; name: string; bankName: string; bankNumber: string; phoneNumber?: string }>;
  /** The groom's own KakaoPay 송금 link, as a host pastes it from the app. */
  groomKakaoPayLink?: string;
  gallery: number;
  payments: PaymentSeed[];
  review?: ReviewSeed;
}

const greetingSpring =
  '서로 다른 길을 걸어온 두 사람이<br>이제 같은 길을 함께 걸으려 합니다.<br>귀한 걸음으로 축복해 주시면<br>더없는 기쁨으로 간직하겠습니다.';
const greetingSimple = '저희 두 사람이 사랑의 이름으로<br>지켜나갈 수 있도록 앞날을 축복해 주세요.';

/**
 * The demo non-member: the wedding host who made an invitation without an
 * account. Name, phone and order number are the non-member login (비회원 탭 on
 * /login), so the order number is fixed rather than drawn at random.
 */
export const demoNonMember = { name: '박지훈', phoneNum: '01048273916', orderNum: '482739160527' } as const;

export const weddingSeeds: WeddingSeed[] = [
  {
    owner: { member: 'member01' },
    partner: 'W1',
    detail: 0,
    eventInDays: 24,
    eventTime: '13:30',
    createdDaysBefore: 40,
    mainDesign: 1,
    editStyle: '0_color01',
    kioskStyle: 1,
    campaignSeq: 16,
    groom: ['김도윤', '김태식', '박미영'],
    bride: ['정다은', '정기호', '윤선희'],
    groomContact: ['김도윤', '01036158274'],
    brideContact: ['정다은', '01071294058'],
    mainMessage: '저희 두 사람, 결혼합니다',
    greetings: greetingSpring,
    thankyou: '축하의 마음을 나눔으로 전해주셔서 감사합니다.',
    notice: '화환은 정중히 사양합니다. 축하의 마음은 기부화환으로 전해주세요.',
    congrat: [
      { side: 'groom', name: '김도윤', bankName: '신한', bankNumber: '110438271953', phoneNumber: '01036158274' },
      { side: 'groom', name: '김태식', bankName: '농협', bankNumber: '3020193847261' },
      { side: 'bride', name: '정다은', bankName: '카카오뱅크', bankNumber: '3333012847593' },
      { side: 'bride', name: '정기호', bankName: '국민', bankNumber: '47290101382716' },
    ],
    groomKakaoPayLink: 'https://qr.kakaopay.com/Ej8demo01',
    gallery: 4,
    payments: [
      { from: 0, addOn: 30000, hours: 200 },
      { from: 1, addOn: 100000, hours: 150 },
      { from: 2, addOn: 10000, hours: 90 },
      { from: 3, addOn: 50000, hours: 39, status: 'FAILED' },
      { from: 3, addOn: 50000, hours: 39.5 },
      { from: 5, addOn: 30000, hours: 20 },
    ],
  },
  {
    owner: { nonMemberName: demoNonMember.name, nonMemberPhone: demoNonMember.phoneNum },
    orderNum: demoNonMember.orderNum,
    partner: 'W2',
    detail: 0,
    eventInDays: 45,
    eventTime: '12:00',
    createdDaysBefore: 50,
    mainDesign: 2,
    editStyle: '1_color02',
    kioskStyle: 2,
    campaignSeq: 2,
    groom: ['박지훈', '박상철', '김영애'],
    bride: ['최유진', '최민석', '이정란'],
    groomContact: ['박지훈', '01048273916'],
    brideContact: ['최유진', '01062918374'],
    mainMessage: '소중한 분들을 초대합니다',
    greetings: greetingSimple,
    thankyou: '보내주신 마음 오래 기억하겠습니다.',
    notice: '예식장 주차는 2시간 무료입니다.',
    congrat: [
      { side: 'groom', name: '박지훈', bankName: '우리', bankNumber: '1002847261935' },
      { side: 'bride', name: '최유진', bankName: '토스뱅크', bankNumber: '100028471936' },
    ],
    gallery: 3,
    payments: [
      { from: 4, addOn: 30000, hours: 10 },
      { from: 6, addOn: 10000, hours: 30 },
      { from: 1, addOn: 50000, hours: 50, status: 'CANCELLED', payer: 'member01' },
      { from: 2, addOn: 30000, hours: 70 },
      { from: 0, addOn: 10000, hours: 100 },
    ],
  },
  {
    owner: { member: 'sj_park88' },
    partner: 'W3',
    detail: 1,
    eventInDays: -20,
    eventTime: '11:00',
    createdDaysBefore: 35,
    mainDesign: 3,
    editStyle: '2_color03',
    kioskStyle: 3,
    campaignSeq: 16,
    groom: ['박서준', '박현우', '조은숙'],
    bride: ['한소희', '한동수', '오미경'],
    groomContact: ['박서준', '01093720415'],
    brideContact: ['한소희', '01052837461'],
    mainMessage: '우리 결혼해요',
    greetings: greetingSpring,
    thankyou: '함께해 주신 모든 분께 감사드립니다.',
    notice: '식사는 2층 연회장에서 준비되어 있습니다.',
    congrat: [
      { side: 'groom', name: '박서준', bankName: '하나', bankNumber: '28491038475107' },
      { side: 'bride', name: '한소희', bankName: '국민', bankNumber: '93820104857362' },
    ],
    gallery: 4,
    payments: [
      { from: 0, addOn: 50000, hours: 120 },
      { from: 1, addOn: 100000, hours: 100 },
      { from: 2, addOn: 30000, hours: 72 },
      { from: 3, addOn: 10000, hours: 48 },
      { from: 4, addOn: 30000, hours: 500 },
      { from: 6, addOn: 10000, hours: 800, payer: 'member01' },
    ],
    review: {
      rating: 5,
      text: '하객분들이 보내준 메시지가 예식장 화면에 계속 바뀌며 나와서 부모님이 정말 좋아하셨어요. 화환이 버려지지 않고 아이들 급식비로 쓰인다니 더 뜻깊었습니다.',
      photos: 2,
      daysAfter: 3,
    },
  },
  {
    owner: { member: 'minji_choi' },
    partner: 'W1',
    detail: 1,
    eventInDays: -95,
    eventTime: '14:00',
    createdDaysBefore: 30,
    mainDesign: 4,
    editStyle: '3_color01',
    kioskStyle: 4,
    campaignSeq: 16,
    groom: ['오현석', '오병철', '신혜숙'],
    bride: ['최민지', '최성호', '강미라'],
    groomContact: ['오현석', '01083716295'],
    brideContact: ['최민지', '01046281937'],
    mainMessage: '새로운 시작을 함께해 주세요',
    greetings: greetingSimple,
    thankyou: '감사합니다.',
    notice: '',
    congrat: [{ side: 'bride', name: '최민지', bankName: '신한', bankNumber: '110293847561' }],
    gallery: 1,
    payments: [
      { from: 2, addOn: 30000, hours: 50 },
      { from: 5, addOn: 50000, hours: 10 },
    ],
    review: {
      rating: 5,
      text: '청첩장 디자인이 깔끔하고 만들기도 쉬웠어요. 키오스크 화면이 생각보다 커서 하객들이 사진을 많이 찍어 갔습니다.',
      photos: 1,
      daysAfter: 5,
    },
  },
  {
    owner: { member: 'member01' },
    partner: 'W4',
    detail: 0,
    eventInDays: -150,
    eventTime: '12:30',
    createdDaysBefore: 28,
    mainDesign: 2,
    editStyle: '1_color01',
    kioskStyle: 1,
    campaignSeq: 4,
    groom: ['정우진', '정기호', '윤선희'],
    bride: ['문채원', '문경수', '하지연'],
    groomContact: ['정우진', '01029384756'],
    brideContact: ['문채원', '01073829164'],
    mainMessage: '저희 결혼합니다',
    greetings: greetingSpring,
    thankyou: '따뜻한 축하 감사합니다.',
    notice: '',
    congrat: [{ side: 'groom', name: '정우진', bankName: '기업', bankNumber: '01038475610219' }],
    gallery: 1,
    payments: [{ from: 1, addOn: 10000, hours: 30 }],
    review: {
      rating: 4,
      text: '동생 결혼식에 바다 정화 캠페인으로 보냈는데 의미 있었어요. 메시지 글자 수가 조금 더 길면 좋겠습니다.',
      photos: 0,
      showPartnerCompany: 'N',
      daysAfter: 2,
    },
  },
  {
    owner: { member: 'jh_lee77' },
    partner: 'W5',
    detail: 0,
    eventInDays: -60,
    eventTime: '15:30',
    createdDaysBefore: 33,
    mainDesign: 1,
    editStyle: '0_color02',
    kioskStyle: 2,
    campaignSeq: 5,
    groom: ['이재원', '이정훈', '김수정'],
    bride: ['송하린', '송기철', '박은영'],
    groomContact: ['이정훈', '01058204713'],
    brideContact: ['송하린', '01038475629'],
    mainMessage: '아들 재원이가 장가갑니다',
    greetings: greetingSimple,
    thankyou: '귀한 걸음 감사합니다.',
    notice: '',
    congrat: [{ side: 'groom', name: '이정훈', bankName: '농협', bankNumber: '3560184729301' }],
    gallery: 1,
    payments: [
      { from: 5, addOn: 50000, hours: 70 },
      { from: 4, addOn: 10000, hours: 20 },
    ],
    review: {
      rating: 4.5,
      text: '아들 결혼식에 어르신 반찬 나눔으로 축하를 받았습니다. 친구들이 보낸 메시지를 화면으로 보니 뭉클하더군요.',
      photos: 1,
      daysAfter: 4,
    },
  },
  {
    owner: { member: 'haneul_kim' },
    partner: 'W2',
    detail: 1,
    eventInDays: -180,
    eventTime: '13:00',
    createdDaysBefore: 45,
    mainDesign: 3,
    editStyle: '2_color01',
    kioskStyle: 1,
    campaignSeq: 16,
    groom: ['김하늘', '김영호', '이숙자'],
    bride: ['배수지', '배상민', '유정희'],
    groomContact: ['김하늘', '01027183946'],
    brideContact: ['배수지', '01047382915'],
    mainMessage: '함께 걸어갈 날들을 약속합니다',
    greetings: greetingSpring,
    thankyou: '감사합니다.',
    notice: '',
    congrat: [{ side: 'groom', name: '김하늘', bankName: '케이뱅크', bankNumber: '100183746529' }],
    gallery: 1,
    payments: [{ from: 3, addOn: 30000, hours: 15 }],
    review: {
      rating: 3.5,
      text: '취지는 좋았는데 예식장 와이파이가 약해서 키오스크 화면이 가끔 멈췄어요. 그래도 메시지는 빠짐없이 다 나왔습니다.',
      photos: 0,
      daysAfter: 6,
    },
  },
  {
    // member01 made her cousin's invitation without a donation wreath: no
    // campaign, so the order row offers no review.
    owner: { member: 'member01' },
    partner: 'W3',
    detail: 2,
    eventInDays: 52,
    eventTime: '17:00',
    createdDaysBefore: 60,
    mainDesign: 4,
    editStyle: '3_color02',
    kioskStyle: 3,
    campaignSeq: null,
    groom: ['윤재호', '윤상철', '정미경'],
    bride: ['서하린', '서동훈', '고은정'],
    groomContact: ['윤재호', '01064829173'],
    brideContact: ['서하린', '01039271846'],
    mainMessage: '노을 아래에서 약속합니다',
    greetings: greetingSimple,
    thankyou: '함께해 주셔서 감사합니다.',
    notice: '루프탑 가든 예식으로 우천 시 크리스탈홀에서 진행합니다.',
    congrat: [
      { side: 'groom', name: '윤재호', bankName: '하나', bankNumber: '62991038475207', phoneNumber: '01064829173' },
      { side: 'bride', name: '서하린', bankName: '신한', bankNumber: '110482937165' },
    ],
    gallery: 2,
    payments: [],
  },
];

export interface FuneralSeed {
  owner: Owner;
  partner: string;
  detail: number;
  /** Days from today of the funeral (발인); death is two days before, as in a 3일장. */
  funeralInDays: number;
  funeralTime: string;
  deathTime: string;
  mainDesign: number;
  kioskStyle: number;
  campaignSeq: number;
  deceasedName: string;
  age: number;
  mourners: string[];
  mainMourner: [string, string, string];
  greetings: string;
  religion: FuneralReligion;
  /** 장지. */
  burialPlace: string;
  infoTitle: string;
  infoDtl: string;
  thankyou: string;
  notice: string;
  accounts: Array<{ name: string; bankName: string; bankInfo: string; phoneNumber?: string }>;
  gallery: number;
  payments: PaymentSeed[];
  review?: ReviewSeed;
}

const funeralGreeting =
  '그동안 베풀어 주신 은혜에 깊이 감사드리며<br>고인의 마지막 길을 함께해 주시기 바랍니다.<br>직접 찾아뵙고 인사드리지 못함을 너그러이 양해해 주십시오.';

export const funeralSeeds: FuneralSeed[] = [
  {
    owner: { member: 'member01' },
    partner: 'F1',
    detail: 0,
    funeralInDays: 1,
    funeralTime: '07:00',
    deathTime: '04:40',
    mainDesign: 1,
    kioskStyle: 1,
    campaignSeq: 17,
    deceasedName: '정영수',
    age: 84,
    mourners: ['아들 정기호 · 며느리 윤선희', '딸 정미경 · 사위 김성훈', '손녀 정다은 · 손자 정우진'],
    mainMourner: ['장남', '정기호', '01061827394'],
    greetings: funeralGreeting,
    religion: 'general',
    burialPlace: '경기도 용인시 평온의숲 추모공원',
    infoTitle: '주차 안내',
    infoDtl: '장례식장 지하 주차장을 이용하실 수 있습니다. (조문객 3시간 무료)',
    thankyou: '보내주신 위로에 깊이 감사드립니다.',
    notice: '조화는 정중히 사양합니다. 마음은 근조 기부화환으로 전해주시면 고인의 이름으로 기부됩니다.',
    accounts: [
      { name: '정기호', bankName: '국민', bankInfo: '47290101382716', phoneNumber: '01061827394' },
      { name: '정미경', bankName: '우리', bankInfo: '1002938475610' },
    ],
    gallery: 2,
    payments: [
      { from: 0, addOn: 100000, hours: 2 },
      { from: 1, addOn: 30000, hours: 4 },
      { from: 2, addOn: 10000, hours: 6, status: 'FAILED' },
      { from: 2, addOn: 10000, hours: 6.2 },
      { from: 4, addOn: 50000, hours: 9 },
      { from: 5, addOn: 30000, hours: 12 },
    ],
  },
  {
    owner: { nonMemberName: '이정민', nonMemberPhone: '01092837465' },
    partner: 'F2',
    detail: 2,
    funeralInDays: 0,
    funeralTime: '08:30',
    deathTime: '21:15',
    mainDesign: 2,
    kioskStyle: 2,
    campaignSeq: 8,
    deceasedName: '이순자',
    age: 91,
    mourners: ['아들 이정민 · 며느리 최수연', '딸 이정아'],
    mainMourner: ['장남', '이정민', '01092837465'],
    greetings: funeralGreeting,
    religion: 'christian',
    burialPlace: '서울시립승화원 (화장)',
    infoTitle: '발인 안내',
    infoDtl: '발인 후 서울시립승화원에서 화장합니다.',
    thankyou: '함께 슬퍼해 주셔서 감사합니다.',
    notice: '',
    accounts: [{ name: '이정민', bankName: '하나', bankInfo: '38491038475107', phoneNumber: '01092837465' }],
    gallery: 1,
    payments: [
      { from: 1, addOn: 30000, hours: 3 },
      { from: 3, addOn: 10000, hours: 5 },
      { from: 0, addOn: 50000, hours: 8 },
      { from: 4, addOn: 30000, hours: 11 },
    ],
  },
  {
    owner: { member: 'haneul_kim' },
    partner: 'F3',
    detail: 1,
    funeralInDays: -40,
    funeralTime: '06:30',
    deathTime: '13:05',
    mainDesign: 3,
    kioskStyle: 3,
    campaignSeq: 9,
    deceasedName: '정만호',
    age: 78,
    mourners: ['처 김순례', '아들 김하늘 · 며느리 배수지'],
    mainMourner: ['장남', '김하늘', '01027183946'],
    greetings: funeralGreeting,
    religion: 'buddhist',
    burialPlace: '경기도 파주시 서현추모공원',
    infoTitle: '주차 안내',
    infoDtl: '병원 본관 주차장을 이용해 주세요. 장례식장에서 주차권을 드립니다.',
    thankyou: '보내주신 마음 잊지 않겠습니다.',
    notice: '',
    accounts: [{ name: '김하늘', bankName: '케이뱅크', bankInfo: '100183746529' }],
    gallery: 2,
    payments: [
      { from: 0, addOn: 50000, hours: 3 },
      { from: 3, addOn: 10000, hours: 7 },
      { from: 1, addOn: 30000, hours: 10, status: 'CANCELLED' },
      { from: 5, addOn: 30000, hours: 20 },
      { from: 4, addOn: 50000, hours: 14, status: 'PARTIAL_CANCELLED', payer: 'member01' },
    ],
    review: {
      rating: 4.5,
      text: '아버지께서 생전에 산을 좋아하셔서 추모의 숲 캠페인을 골랐습니다. 나무를 심은 사진까지 받아 가족 모두 위로가 되었어요.',
      photos: 1,
      daysAfter: 10,
    },
  },
  {
    owner: { member: 'jh_lee77' },
    partner: 'F1',
    detail: 2,
    funeralInDays: -30,
    funeralTime: '07:30',
    deathTime: '02:50',
    mainDesign: 4,
    kioskStyle: 4,
    campaignSeq: 17,
    deceasedName: '이춘자',
    age: 88,
    mourners: ['아들 이정훈 · 며느리 김수정', '손자 이재원'],
    mainMourner: ['장남', '이정훈', '01058204713'],
    greetings: funeralGreeting,
    religion: 'catholic',
    burialPlace: '충청남도 천안시 선영',
    infoTitle: '오시는 길',
    infoDtl: '병원 정문으로 들어오셔서 장례식장 안내 표지를 따라오시면 됩니다.',
    thankyou: '감사합니다.',
    notice: '',
    accounts: [{ name: '이정훈', bankName: '농협', bankInfo: '3560184729301' }],
    gallery: 1,
    payments: [
      { from: 0, addOn: 30000, hours: 4 },
      { from: 2, addOn: 10000, hours: 9 },
    ],
    review: {
      rating: 5,
      text: '어머님 빈소에 조화 대신 근조 기부화환을 받았습니다. 조문객분들도 좋은 뜻이라며 많이 동참해 주셨습니다.',
      photos: 0,
      daysAfter: 7,
    },
  },
  {
    owner: { member: 'minji_choi' },
    partner: 'F1',
    detail: 3,
    funeralInDays: -120,
    funeralTime: '06:00',
    deathTime: '18:20',
    mainDesign: 2,
    kioskStyle: 1,
    campaignSeq: 17,
    deceasedName: '최성호',
    age: 67,
    mourners: ['처 강미라', '딸 최민지 · 사위 오현석'],
    mainMourner: ['장녀', '최민지', '01046281937'],
    greetings: funeralGreeting,
    religion: 'general',
    burialPlace: '경기도 양평군 하늘숲 수목장',
    infoTitle: '주차 안내',
    infoDtl: '주차 공간이 좁으니 가급적 대중교통을 이용해 주시기 바랍니다.',
    thankyou: '감사합니다.',
    notice: '',
    accounts: [{ name: '최민지', bankName: '신한', bankInfo: '110293847561' }],
    gallery: 1,
    payments: [
      { from: 1, addOn: 50000, hours: 5 },
      { from: 4, addOn: 10000, hours: 14 },
    ],
    review: {
      rating: 4.5,
      text: '경황이 없는 중에도 부고장을 금방 만들 수 있었어요. 계좌 안내가 함께 나와 조문 못 오신 분들이 편하셨다고 합니다.',
      photos: 1,
      daysAfter: 12,
    },
  },
  {
    owner: { member: 'member01' },
    partner: 'F4',
    detail: 0,
    funeralInDays: -210,
    funeralTime: '07:00',
    deathTime: '11:40',
    mainDesign: 1,
    kioskStyle: 2,
    campaignSeq: 10,
    deceasedName: '윤말순',
    age: 93,
    mourners: ['딸 윤선희 · 사위 정기호', '외손녀 정다은'],
    mainMourner: ['장녀', '윤선희', '01083927461'],
    greetings: funeralGreeting,
    religion: 'christian',
    burialPlace: '경기도 고양시 벽제 선영',
    infoTitle: '오시는 길',
    infoDtl: '장례식장 셔틀버스가 역 앞에서 30분마다 운행합니다.',
    thankyou: '감사합니다.',
    notice: '',
    accounts: [{ name: '윤선희', bankName: '국민', bankInfo: '93820104857362' }],
    gallery: 1,
    payments: [{ from: 0, addOn: 30000, hours: 6 }],
  },
  {
    owner: { member: 'sj_park88' },
    partner: 'F5',
    detail: 1,
    funeralInDays: -70,
    funeralTime: '08:00',
    deathTime: '09:10',
    mainDesign: 3,
    kioskStyle: 3,
    campaignSeq: 11,
    deceasedName: '박정자',
    age: 85,
    mourners: ['아들 박현우 · 며느리 조은숙', '손자 박서준'],
    mainMourner: ['장남', '박현우', '01072839146'],
    greetings: funeralGreeting,
    religion: 'general',
    burialPlace: '경기도 안성시 유토피아추모관',
    infoTitle: '주차 안내',
    infoDtl: '장례식장 전용 주차장을 이용하실 수 있습니다.',
    thankyou: '감사합니다.',
    notice: '',
    accounts: [{ name: '박현우', bankName: '하나', bankInfo: '28491038475107' }],
    gallery: 1,
    payments: [
      { from: 3, addOn: 10000, hours: 4 },
      { from: 5, addOn: 30000, hours: 8 },
    ],
    review: {
      rating: 3,
      text: '취지는 좋았습니다. 다만 장례식장에 따라 고를 수 있는 캠페인이 적어서 아쉬웠어요.',
      photos: 0,
      daysAfter: 9,
    },
  },
];
