import type { CampaignType, CategoryParent, PartnerType } from '../schema';
import type { SeedImage } from './images';

// The demo content of a fresh installation. Organisations, venues and people
// are invented; addresses are real streets so maps and address searches behave.

// ---------------------------------------------------------------- public categories

export const publicCategorySeeds: Record<CategoryParent, Array<{ name: string; useYn?: 'Y' | 'N' }>> = {
  notice: [{ name: '서비스 안내' }, { name: '점검·운영' }, { name: '기부 보고' }, { name: '이벤트' }, { name: '채용', useYn: 'N' }],
  faq: [{ name: '주문·결제' }, { name: '청첩장·부고장' }, { name: '기부화환' }, { name: '회원·계정' }, { name: '제휴 문의', useYn: 'N' }],
  sponsor: [{ name: '아동·청소년' }, { name: '어르신' }, { name: '환경' }, { name: '지역사회' }],
  donationGroup: [{ name: '아동·청소년' }, { name: '어르신·장애인' }, { name: '환경' }, { name: '의료·보건' }],
  campaign: [{ name: '기부화환' }, { name: '아동·청소년' }, { name: '어르신' }, { name: '장애·자립' }, { name: '환경' }, { name: '의료' }],
};

// ---------------------------------------------------------------- two-level trees

export interface TreeSeed {
  name: string;
  isActive?: boolean;
  children: Array<{ name: string; isActive?: boolean }>;
}

export const campaignCategoryTree: TreeSeed[] = [
  { name: '결혼 축하', children: [{ name: '축하 화환' }, { name: '신혼 나눔' }, { name: '하객 답례 기부', isActive: false }] },
  { name: '추모·애도', children: [{ name: '근조 화환' }, { name: '추모 기부' }] },
  { name: '기념일 나눔', children: [{ name: '생일·돌' }, { name: '개업·승진' }] },
  { name: '기업 행사', isActive: false, children: [{ name: '창립기념일', isActive: false }] },
];

export const donationCategoryTree: TreeSeed[] = [
  { name: '아동·청소년', children: [{ name: '아동양육시설' }, { name: '결식아동 급식' }, { name: '소아암 환아' }] },
  { name: '어르신', children: [{ name: '홀몸 어르신' }, { name: '치매 어르신 돌봄' }] },
  { name: '환경', children: [{ name: '도시숲 조성' }, { name: '해양 정화' }, { name: '유기동물 보호', isActive: false }] },
  { name: '장애인', children: [{ name: '장애아동 재활' }, { name: '발달장애인 자립' }] },
  { name: '해외 구호', isActive: false, children: [{ name: '식수 지원', isActive: false }] },
];

// ---------------------------------------------------------------- partners

export interface PartnerSeed {
  key: string;
  type: PartnerType;
  name: string;
  addressName: string;
  roadAddressName: string;
  latitude: number;
  longitude: number;
  phone: string;
  details: string[];
}

// Phone numbers keep the hyphens a maps service returns for places.
export const partnerSeeds: PartnerSeed[] = [
  {
    key: 'W1',
    type: 'wedding',
    name: '라온채플 강남',
    addressName: '서울 강남구 논현동 201-5',
    roadAddressName: '서울 강남구 봉은사로 120',
    latitude: 37.50452,
    longitude: 127.02504,
    phone: '02-545-0120',
    details: ['그랜드홀 (3층)', '라온홀 (4층)', '가든홀 (1층)'],
  },
  {
    key: 'W2',
    type: 'wedding',
    name: '더포레스트웨딩 성수',
    addressName: '서울 성동구 성수동1가 685-20',
    roadAddressName: '서울 성동구 왕십리로 82',
    latitude: 37.54468,
    longitude: 127.04462,
    phone: '02-466-0082',
    details: ['포레스트홀 (2층)', '라이트홀 (5층)'],
  },
  {
    key: 'W3',
    type: 'wedding',
    name: '한강컨벤션 여의도',
    addressName: '서울 영등포구 여의도동 36-2',
    roadAddressName: '서울 영등포구 여의나루로 50',
    latitude: 37.52597,
    longitude: 126.93203,
    phone: '02-780-5050',
    details: ['한강홀 (2층)', '크리스탈홀 (5층)', '루프탑 가든'],
  },
  {
    key: 'W4',
    type: 'wedding',
    name: '로즈가든웨딩 수원',
    addressName: '경기 수원시 팔달구 인계동 1122-9',
    roadAddressName: '경기 수원시 팔달구 효원로 299',
    latitude: 37.26401,
    longitude: 127.03102,
    phone: '031-232-2990',
    details: ['로즈홀 (3층)', '아이리스홀 (4층)'],
  },
  {
    key: 'W5',
    type: 'wedding',
    name: '아벨하우스 분당',
    addressName: '경기 성남시 분당구 정자동 178-1',
    roadAddressName: '경기 성남시 분당구 정자일로 95',
    latitude: 37.36702,
    longitude: 127.10795,
    phone: '031-715-0095',
    details: ['아벨홀 (단독홀)', '채플홀 (2층)'],
  },
  {
    key: 'F1',
    type: 'funeral',
    name: '서울평안장례식장',
    addressName: '서울 종로구 연건동 28',
    roadAddressName: '서울 종로구 율곡로 190',
    latitude: 37.57903,
    longitude: 126.99902,
    phone: '02-741-4400',
    details: ['특실 (지하 1층)', '1호실', '2호실', '3호실'],
  },
  {
    key: 'F2',
    type: 'funeral',
    name: '한빛병원 장례식장',
    addressName: '서울 송파구 방이동 88',
    roadAddressName: '서울 송파구 올림픽로 424',
    latitude: 37.51804,
    longitude: 127.12597,
    phone: '02-413-4424',
    details: ['VIP실', '1호실', '2호실', '5호실'],
  },
  {
    key: 'F3',
    type: 'funeral',
    name: '은평하늘장례식장',
    addressName: '서울 은평구 불광동 170',
    roadAddressName: '서울 은평구 통일로 873',
    latitude: 37.61102,
    longitude: 126.92904,
    phone: '02-355-0873',
    details: ['특1호실', '2호실', '3호실'],
  },
  {
    key: 'F4',
    type: 'funeral',
    name: '고양평화장례문화원',
    addressName: '경기 고양시 일산동구 장항동 868',
    roadAddressName: '경기 고양시 일산동구 중앙로 1190',
    latitude: 37.65798,
    longitude: 126.77105,
    phone: '031-907-1190',
    details: ['평화실 (특실)', '101호', '102호', '201호'],
  },
  {
    key: 'F5',
    type: 'funeral',
    name: '안양새누리장례식장',
    addressName: '경기 안양시 동안구 평촌동 897',
    roadAddressName: '경기 안양시 동안구 평촌대로 170',
    latitude: 37.39203,
    longitude: 126.96198,
    phone: '031-384-0170',
    details: ['새누리실 (특실)', '1빈소', '2빈소'],
  },
];

// ---------------------------------------------------------------- campaigns

export interface CampaignSeed {
  campaignName: string;
  category: string;
  campaignAmount: number;
  partnerCompany: string;
  partnerManager: string;
  type: string;
  campaignType: CampaignType | null;
  /** Days from today; null is always open (상시 후원). */
  endInDays: number | null;
  description: string;
  story: string[];
  plan: string[];
  partner: string;
  campaignCategory: [string, string];
  donationCategory: [string, string];
  images: SeedImage[];
  sortOrder: number;
  /** HTML pasted into the editor from elsewhere, appended to the body (cleaned on save like the rest). */
  pasted?: string;
}

// Inserted in this order on an empty table, so the two wreaths get seq 16 and 17.
export const campaignSeeds: CampaignSeed[] = [
  {
    campaignName: '신혼부부가 함께 여는 아이들 밥상',
    category: '아동·청소년',
    campaignAmount: 50000,
    partnerCompany: '사단법인 따뜻한밥상나눔',
    partnerManager: '오세린',
    type: '축하화환',
    campaignType: 'WEDDING',
    endInDays: 150,
    description: '축하 화환 하나가 결식 우려 아동의 따뜻한 저녁 여섯 끼가 됩니다.',
    story: [
      '방학이 되면 학교 급식이 멈추고, 저녁을 혼자 해결해야 하는 아이들이 늘어납니다. 따뜻한밥상나눔은 지역아동센터와 함께 주 5일 저녁 도시락을 만들어 전합니다.',
      '두 사람의 새 출발을 축하하는 하객의 마음이 아이들의 식탁으로 이어집니다. 예식장 입구의 화환 대신 키오스크 화면에 축하 메시지가 빛나고, 그 마음은 그대로 한 끼가 됩니다.',
    ],
    plan: ['아동 1명 저녁 도시락 1개월분: 150,000원', '지역아동센터 조리 도구 교체', '방학 중 주말 반찬 꾸러미 지원'],
    partner: 'W1',
    campaignCategory: ['결혼 축하', '신혼 나눔'],
    donationCategory: ['아동·청소년', '결식아동 급식'],
    images: ['children', 'bouquet'],
    sortOrder: 2,
    // The partner's donation-progress widget, pasted with the story: its script
    // and the tracking pixel's onerror are stripped on save.
    pasted:
      '<p>실시간 모금 현황은 따뜻한밥상나눔 홈페이지에서도 보실 수 있습니다.</p>' +
      '<script src="https://widget.example/progress.js"></script>' +
      '<script>window.__ongiXss = \'campaign-script\'; alert(\'campaign-script\');</script>' +
      '<p><img src="x" onerror="window.__ongiXss=\'campaign-onerror\';alert(\'campaign-onerror\')"></p>',
  },
  {
    campaignName: '축하의 마음으로 보육원 아이들에게 겨울 외투를',
    category: '아동·청소년',
    campaignAmount: 50000,
    partnerCompany: '사단법인 햇살아동복지회',
    partnerManager: '한지우',
    type: '축하화환',
    campaignType: 'WEDDING',
    endInDays: null,
    description: '보육원에서 지내는 아이들에게 제 몸에 꼭 맞는 새 외투를 선물합니다.',
    story: [
      '아동양육시설의 아이들은 물려받은 옷으로 겨울을 나는 일이 많습니다. 햇살아동복지회는 아이마다 치수를 재어 새 외투와 방한용품을 함께 전달합니다.',
      '결혼식에 보내는 화환 한 개의 값이면 아이 한 명의 겨울이 따뜻해집니다. 하객의 이름과 축하 메시지는 예식 당일 현장 화면에 함께 소개됩니다.',
    ],
    plan: ['아동 1명 외투·장갑·목도리 세트: 120,000원', '시설별 겨울 이불 교체', '졸업 아동 자립 준비 의류 지원'],
    partner: 'W2',
    campaignCategory: ['결혼 축하', '축하 화환'],
    donationCategory: ['아동·청소년', '아동양육시설'],
    images: ['children', 'hands'],
    sortOrder: 3,
  },
  {
    campaignName: '하객 한 분의 축하가 도시숲 나무 한 그루로',
    category: '환경',
    campaignAmount: 30000,
    partnerCompany: '재단법인 푸른숲나눔',
    partnerManager: '윤도현',
    type: '축하화환',
    campaignType: 'WEDDING',
    endInDays: 200,
    description: '예식이 끝나면 버려지는 생화 대신, 오래 자라는 나무를 심습니다.',
    story: [
      '예식 하루를 위해 만들어진 화환은 대부분 그날 저녁 폐기됩니다. 푸른숲나눔은 서울과 경기 도심의 빈 땅에 시민 참여형 도시숲을 가꾸고 있습니다.',
      '모인 기부금으로 심은 나무에는 부부의 이름을 새긴 작은 표찰을 달아 드립니다. 결혼기념일에 함께 찾아가 볼 수 있는 숲이 생깁니다.',
    ],
    plan: ['묘목 1그루와 3년간 관리: 30,000원', '도시숲 토양 개량과 관수 시설', '시민 식재 행사 운영'],
    partner: 'W3',
    campaignCategory: ['결혼 축하', '축하 화환'],
    donationCategory: ['환경', '도시숲 조성'],
    images: ['forest', 'bouquet'],
    sortOrder: 4,
  },
  {
    campaignName: '웨딩 화환 대신 깨끗한 바다를',
    category: '환경',
    campaignAmount: 30000,
    partnerCompany: '사단법인 바다살림연대',
    partnerManager: '강하람',
    type: '축하화환',
    campaignType: 'WEDDING',
    endInDays: 120,
    description: '해안 쓰레기 수거와 어린이 해양 교육에 축하의 마음을 보탭니다.',
    story: [
      '우리 바다에는 해마다 수만 톤의 쓰레기가 밀려옵니다. 바다살림연대는 서해와 남해의 해변에서 매달 정화 활동을 열고, 수거한 쓰레기의 종류와 양을 기록해 공개합니다.',
      '두 사람이 함께 걸어갈 길 위에 깨끗한 바다 한 조각을 더해 보세요.',
    ],
    plan: ['해변 정화 활동 1회 장비와 수거비: 300,000원', '초등학교 해양 교육 꾸러미', '미세플라스틱 조사 키트'],
    partner: 'W4',
    campaignCategory: ['결혼 축하', '축하 화환'],
    donationCategory: ['환경', '해양 정화'],
    images: ['ocean', 'bouquet'],
    sortOrder: 5,
  },
  {
    campaignName: '행복한 시작, 홀몸 어르신 반찬 나눔',
    category: '어르신',
    campaignAmount: 50000,
    partnerCompany: '한마음노인복지관',
    partnerManager: '서민호',
    type: '축하화환',
    campaignType: 'WEDDING',
    endInDays: null,
    description: '새 가정을 꾸리는 날, 혼자 식사하시는 어르신 댁에 반찬을 전합니다.',
    story: [
      '한마음노인복지관은 분당과 용인의 홀몸 어르신 200여 분께 주 2회 밑반찬을 배달하며 안부를 살핍니다.',
      '축하의 자리가 이웃의 식탁으로 이어지도록, 예식에 보내는 화환을 반찬 나눔으로 바꿔 주세요.',
    ],
    plan: ['어르신 1분 한 달 반찬: 80,000원', '배달 봉사자 안전 용품', '명절 특식 꾸러미'],
    partner: 'W5',
    campaignCategory: ['결혼 축하', '신혼 나눔'],
    donationCategory: ['어르신', '홀몸 어르신'],
    images: ['elders', 'hands'],
    sortOrder: 6,
  },
  {
    campaignName: '두 사람의 약속, 소아암 아이들의 내일',
    category: '의료',
    campaignAmount: 100000,
    partnerCompany: '사단법인 새싹희귀질환환우회',
    partnerManager: '문예진',
    type: '축하화환',
    campaignType: 'WEDDING',
    endInDays: 180,
    description: '긴 치료를 이어가는 소아암 환아 가정의 치료비와 통원비를 돕습니다.',
    story: [
      '소아암 치료는 짧게는 1년, 길게는 수년이 걸립니다. 보험이 닿지 않는 검사비와 먼 병원까지의 교통비는 가족에게 큰 짐이 됩니다.',
      '새싹희귀질환환우회는 의료사회복지사의 추천을 받아 가장 도움이 급한 가정부터 지원합니다.',
    ],
    plan: ['환아 가정 통원 교통비 1개월: 200,000원', '비급여 검사비 지원', '병동 놀이 프로그램'],
    partner: 'W1',
    campaignCategory: ['결혼 축하', '축하 화환'],
    donationCategory: ['아동·청소년', '소아암 환아'],
    images: ['care', 'children'],
    sortOrder: 7,
  },
  {
    campaignName: '고인의 뜻을 잇는 아이들 장학 나눔',
    category: '아동·청소년',
    campaignAmount: 50000,
    partnerCompany: '사단법인 햇살아동복지회',
    partnerManager: '한지우',
    type: '근조화환',
    campaignType: 'FUNERAL',
    endInDays: null,
    description: '조화 대신 보내는 마음이 보호종료 청소년의 학업을 이어 줍니다.',
    story: [
      '열여덟 살이 되어 시설을 떠나는 청소년들은 학비와 생활비를 스스로 감당해야 합니다.',
      '고인이 평생 아끼던 나눔의 뜻을 장학금으로 이어 보세요. 모인 장학금은 고인의 이름으로 전달됩니다.',
    ],
    plan: ['대학 신입생 1명 입학 준비금: 500,000원', '자격증 시험 응시료', '자립 멘토링'],
    partner: 'F1',
    campaignCategory: ['추모·애도', '추모 기부'],
    donationCategory: ['아동·청소년', '아동양육시설'],
    images: ['hands', 'wreathCondolence'],
    sortOrder: 8,
  },
  {
    campaignName: '근조화환 대신 어르신 겨울나기 연탄 나눔',
    category: '어르신',
    campaignAmount: 50000,
    partnerCompany: '한마음노인복지관',
    partnerManager: '서민호',
    type: '근조화환',
    campaignType: 'FUNERAL',
    endInDays: 90,
    description: '연탄 한 장이 홀몸 어르신의 하룻밤을 따뜻하게 데웁니다.',
    story: [
      '아직도 연탄으로 겨울을 나는 어르신 가구가 있습니다. 한 가구가 겨울을 나려면 연탄 1,000장 가까이가 필요합니다.',
      '조문의 마음을 연탄으로 바꿔 전하면, 봉사자들이 직접 어르신 댁 창고까지 날라 드립니다.',
    ],
    plan: ['연탄 100장과 배달: 90,000원', '보일러 점검과 단열 보수', '겨울 내복과 전기장판'],
    partner: 'F2',
    campaignCategory: ['추모·애도', '근조 화환'],
    donationCategory: ['어르신', '홀몸 어르신'],
    images: ['elders', 'wreathCondolence'],
    sortOrder: 9,
  },
  {
    campaignName: '추모의 숲, 나무 한 그루를 심습니다',
    category: '환경',
    campaignAmount: 30000,
    partnerCompany: '재단법인 푸른숲나눔',
    partnerManager: '윤도현',
    type: '근조화환',
    campaignType: 'FUNERAL',
    endInDays: null,
    description: '고인을 기억하는 나무를 도시숲에 심고 오래 가꿉니다.',
    story: [
      '발인이 끝나면 조화는 곧 치워지지만, 나무는 해마다 자랍니다. 추모의 숲에는 유가족이 언제든 찾아와 쉴 수 있는 벤치와 산책로가 있습니다.',
      '모인 기부금으로 심은 나무 목록은 분기마다 유가족께 사진과 함께 보내 드립니다.',
    ],
    plan: ['추모목 1그루와 5년 관리: 50,000원', '숲 산책로 정비', '유가족 초청 식재 행사'],
    partner: 'F3',
    campaignCategory: ['추모·애도', '추모 기부'],
    donationCategory: ['환경', '도시숲 조성'],
    images: ['forest', 'wreathCondolence'],
    sortOrder: 10,
  },
  {
    campaignName: '마지막 인사를 희망으로, 치매 어르신 돌봄',
    category: '어르신',
    campaignAmount: 50000,
    partnerCompany: '사단법인 기억동행',
    partnerManager: '임수아',
    type: '근조화환',
    campaignType: 'FUNERAL',
    endInDays: 240,
    description: '치매 어르신과 가족의 곁을 지키는 주간 돌봄 프로그램을 돕습니다.',
    story: [
      '치매 어르신을 돌보는 가족은 하루도 쉬기 어렵습니다. 기억동행은 주간 돌봄과 가족 상담으로 돌봄의 무게를 나눕니다.',
      '떠나보낸 분을 기억하는 마음이, 기억을 잃어가는 어르신과 그 가족에게 닿습니다.',
    ],
    plan: ['어르신 1분 주간 돌봄 1주: 120,000원', '인지 활동 교구', '돌봄 가족 휴식 프로그램'],
    partner: 'F4',
    campaignCategory: ['추모·애도', '근조 화환'],
    donationCategory: ['어르신', '치매 어르신 돌봄'],
    images: ['elders', 'care'],
    sortOrder: 11,
  },
  {
    campaignName: '따뜻한 작별, 장애아동 재활 치료 지원',
    category: '장애·자립',
    campaignAmount: 50000,
    partnerCompany: '사회복지법인 늘봄재활원',
    partnerManager: '조은채',
    type: '근조화환',
    campaignType: 'FUNERAL',
    endInDays: null,
    description: '재활 치료를 기다리는 장애아동에게 치료 시간과 보조기를 선물합니다.',
    story: [
      '성장기 장애아동에게 재활 치료는 시기가 중요하지만, 치료비와 대기 기간 때문에 놓치는 경우가 많습니다.',
      '늘봄재활원은 물리·작업·언어 치료를 한곳에서 받을 수 있도록 돕고, 자라는 아이에게 맞춰 보조기를 바꿔 줍니다.',
    ],
    plan: ['언어 치료 4회: 160,000원', '성장기 보조기 교체', '보호자 교육'],
    partner: 'F5',
    campaignCategory: ['추모·애도', '근조 화환'],
    donationCategory: ['장애인', '장애아동 재활'],
    images: ['care', 'hands'],
    sortOrder: 12,
  },
  {
    campaignName: '생일 축하를 아이들 한 끼로',
    category: '아동·청소년',
    campaignAmount: 20000,
    partnerCompany: '사단법인 따뜻한밥상나눔',
    partnerManager: '오세린',
    type: '기념일 나눔',
    campaignType: null,
    endInDays: null,
    description: '생일과 돌잔치에 받은 축하를 결식 우려 아동의 한 끼로 나눕니다.',
    story: [
      '아이의 첫 생일, 부모님의 칠순처럼 축하가 모이는 날에 그 마음을 이웃 아이들의 밥상으로 나눠 보세요.',
      '기념일 기부는 고객센터를 통해 단체 주문으로 신청하실 수 있습니다.',
    ],
    plan: ['아동 1명 저녁 한 끼: 5,000원', '생일 케이크 나눔', '지역아동센터 간식'],
    partner: 'W2',
    campaignCategory: ['기념일 나눔', '생일·돌'],
    donationCategory: ['아동·청소년', '결식아동 급식'],
    images: ['children', 'bouquet'],
    sortOrder: 13,
  },
  {
    campaignName: '개업 화환 대신 발달장애 청년 일자리 응원',
    category: '장애·자립',
    campaignAmount: 30000,
    partnerCompany: '사회적협동조합 함께일터',
    partnerManager: '배준서',
    type: '기념일 나눔',
    campaignType: null,
    endInDays: 300,
    description: '새 출발을 알리는 날, 발달장애 청년의 첫 월급을 함께 응원합니다.',
    story: [
      '함께일터는 발달장애 청년들이 바리스타와 제과 기술을 배워 일하는 카페를 운영합니다.',
      '개업과 승진 축하의 마음을 직업 훈련과 일자리로 바꿔 주세요. 단체 주문은 고객센터에서 도와드립니다.',
    ],
    plan: ['청년 1명 한 달 직업 훈련: 250,000원', '카페 설비 보수', '취업 연계 상담'],
    partner: 'W3',
    campaignCategory: ['기념일 나눔', '개업·승진'],
    donationCategory: ['장애인', '발달장애인 자립'],
    images: ['hands', 'bouquet'],
    sortOrder: 14,
  },
  {
    campaignName: '승진 축하 화분 대신 어르신 말벗 화분',
    category: '어르신',
    campaignAmount: 20000,
    partnerCompany: '한마음노인복지관',
    partnerManager: '서민호',
    type: '기념일 나눔',
    campaignType: null,
    endInDays: null,
    description: '반려식물 화분과 안부 전화로 홀몸 어르신의 하루에 말벗이 되어 드립니다.',
    story: [
      '식물을 돌보는 일은 어르신들께 작은 기쁨이자 하루의 리듬이 됩니다. 화분을 전하는 날에는 봉사자가 함께 방문해 안부를 여쭙니다.',
      '승진과 개업을 축하하는 화분을 이웃 어르신께 보내 보세요.',
    ],
    plan: ['반려식물 화분과 방문: 20,000원', '주 1회 안부 전화', '원예 치료 프로그램'],
    partner: 'W5',
    campaignCategory: ['기념일 나눔', '개업·승진'],
    donationCategory: ['어르신', '홀몸 어르신'],
    images: ['bouquet', 'elders'],
    sortOrder: 15,
  },
  {
    campaignName: '추모의 마음을 담아 발달장애인 자립 지원',
    category: '장애·자립',
    campaignAmount: 30000,
    partnerCompany: '사회적협동조합 함께일터',
    partnerManager: '배준서',
    type: '근조화환',
    campaignType: 'FUNERAL',
    endInDays: null,
    description: '고인의 이름으로 발달장애 청년의 자립 생활을 응원합니다.',
    story: [
      '자립 생활을 시작한 발달장애 청년들에게는 월세와 생활 교육이 가장 큰 과제입니다.',
      '조문의 마음이 한 청년의 독립된 하루를 지켜 줍니다.',
    ],
    plan: ['자립 주택 한 달 생활 지원: 300,000원', '금융·생활 교육', '동료 상담'],
    partner: 'F1',
    campaignCategory: ['추모·애도', '추모 기부'],
    donationCategory: ['장애인', '발달장애인 자립'],
    images: ['hands', 'wreathCondolence'],
    sortOrder: 16,
  },
  {
    campaignName: '축하 기부화환',
    category: '기부화환',
    campaignAmount: 50000,
    partnerCompany: '재단법인 온기나눔',
    partnerManager: '정하은',
    type: '축하화환',
    campaignType: 'WEDDING',
    endInDays: null,
    description: '화환 대신 마음을 전하세요. 결제 금액의 절반이 아이들의 급식비로 자동 전달되고, 축하 메시지는 예식장 화면에 띄워집니다.',
    story: [
      '하루를 위해 만들어진 화환은 예식이 끝나면 대부분 버려집니다. 온기의 축하 기부화환은 같은 마음을 더 오래 남는 나눔으로 바꿉니다.',
      '보내주신 이름과 메시지는 예식장 입구의 키오스크 화면에 실시간으로 나타나고, 신랑·신부는 모바일 청첩장에서 축하를 모아 볼 수 있습니다.',
    ],
    plan: ['결제 금액의 50%를 기부처에 전달', '기부처별 전달 내역을 분기마다 공지사항에 공개', '기부금 영수증 발급 지원'],
    partner: 'W1',
    campaignCategory: ['결혼 축하', '축하 화환'],
    donationCategory: ['아동·청소년', '결식아동 급식'],
    images: ['wreathCelebration', 'children', 'bouquet'],
    sortOrder: 0,
  },
  {
    campaignName: '근조 기부화환',
    category: '기부화환',
    campaignAmount: 50000,
    partnerCompany: '재단법인 온기나눔',
    partnerManager: '정하은',
    type: '근조화환',
    campaignType: 'FUNERAL',
    endInDays: null,
    description: '조화 대신 고인의 이름으로 나눔을 남기세요. 결제 금액의 절반이 홀몸 어르신 돌봄에 전달되고, 추모 메시지는 빈소 화면에 띄워집니다.',
    story: [
      '장례식장 복도를 가득 채운 근조화환은 발인과 함께 치워집니다. 근조 기부화환은 위로의 마음을 고인의 이름으로 된 나눔으로 남깁니다.',
      '보내주신 이름과 추모 메시지는 빈소 앞 키오스크 화면에 정중하게 표시되며, 유가족은 부고장에서 마음을 전한 분들을 확인할 수 있습니다.',
    ],
    plan: ['결제 금액의 50%를 기부처에 전달', '유가족께 고인 이름의 기부 증서 제공', '전달 내역 분기별 공개'],
    partner: 'F1',
    campaignCategory: ['추모·애도', '근조 화환'],
    donationCategory: ['어르신', '홀몸 어르신'],
    images: ['wreathCondolence', 'elders', 'forest'],
    sortOrder: 1,
  },
  {
    campaignName: '새 출발을 함께, 희귀질환 아동 치료비 지원',
    category: '의료',
    campaignAmount: 50000,
    partnerCompany: '사단법인 새싹희귀질환환우회',
    partnerManager: '문예진',
    type: '축하화환',
    campaignType: 'WEDDING',
    endInDays: 210,
    description: '진단조차 어려운 희귀질환 아동의 유전자 검사와 치료를 돕습니다.',
    story: [
      '희귀질환 아동의 가족은 병명을 알기까지 평균 수년을 병원을 오가며 보냅니다.',
      '두 사람의 축복이 한 가족의 긴 기다림을 줄이는 데 쓰입니다.',
    ],
    plan: ['유전자 검사 1회 지원: 400,000원', '특수 분유와 영양 보조', '가족 심리 상담'],
    partner: 'W2',
    campaignCategory: ['결혼 축하', '축하 화환'],
    donationCategory: ['아동·청소년', '소아암 환아'],
    images: ['care', 'bouquet'],
    sortOrder: 17,
  },
  {
    campaignName: '그리움을 나눔으로, 소아암 환아 가족 쉼터',
    category: '의료',
    campaignAmount: 50000,
    partnerCompany: '사단법인 새싹희귀질환환우회',
    partnerManager: '문예진',
    type: '근조화환',
    campaignType: 'FUNERAL',
    endInDays: null,
    description: '지방에서 올라와 치료받는 환아 가족이 병원 가까이 머물 쉼터를 운영합니다.',
    story: [
      '서울의 큰 병원에서 항암 치료를 받는 아이들의 가족은 숙소를 구하지 못해 병원 복도에서 밤을 새우기도 합니다.',
      '고인을 그리는 마음이 아픈 아이 가족의 하룻밤 쉼이 됩니다.',
    ],
    plan: ['가족 쉼터 1박: 40,000원', '쉼터 세탁·주방 설비', '보호자 식사 지원'],
    partner: 'F2',
    campaignCategory: ['추모·애도', '추모 기부'],
    donationCategory: ['아동·청소년', '소아암 환아'],
    images: ['care', 'wreathCondolence'],
    sortOrder: 18,
  },
  {
    campaignName: '고요한 추모, 해양 생태 복원 기부',
    category: '환경',
    campaignAmount: 30000,
    partnerCompany: '사단법인 바다살림연대',
    partnerManager: '강하람',
    type: '근조화환',
    campaignType: 'FUNERAL',
    endInDays: 160,
    description: '바다를 사랑한 분을 기리며 잘피숲 복원과 해안 정화에 동참합니다.',
    story: [
      '잘피는 바다의 숲이라 불리며 수많은 생물의 산란장이 됩니다. 바다살림연대는 남해 연안에서 잘피숲 복원 사업을 이어가고 있습니다.',
      '고인의 이름으로 바다에 작은 숲을 남겨 보세요.',
    ],
    plan: ['잘피 이식 1㎡: 30,000원', '해안 정화 활동', '복원 지역 모니터링'],
    partner: 'F3',
    campaignCategory: ['추모·애도', '근조 화환'],
    donationCategory: ['환경', '해양 정화'],
    images: ['ocean', 'wreathCondolence'],
    sortOrder: 19,
  },
  {
    campaignName: '두 가족이 하나로, 장애아동 재활 응원',
    category: '장애·자립',
    campaignAmount: 50000,
    partnerCompany: '사회복지법인 늘봄재활원',
    partnerManager: '조은채',
    type: '축하화환',
    campaignType: 'WEDDING',
    endInDays: null,
    description: '두 가족의 기쁨을 재활 치료를 기다리는 아이들과 나눕니다.',
    story: [
      '늘봄재활원에는 지금도 치료 순서를 기다리는 아이들이 있습니다.',
      '예식에 모인 축하가 아이들의 치료 시간을 앞당깁니다.',
    ],
    plan: ['물리 치료 4회: 160,000원', '치료실 놀이 교구', '가정 방문 재활 지도'],
    partner: 'W4',
    campaignCategory: ['결혼 축하', '축하 화환'],
    donationCategory: ['장애인', '장애아동 재활'],
    images: ['care', 'bouquet'],
    sortOrder: 20,
  },
  {
    campaignName: '고인의 이름으로 아이들 공부방 지원',
    category: '아동·청소년',
    campaignAmount: 50000,
    partnerCompany: '사단법인 책읽는마을',
    partnerManager: '노하윤',
    type: '근조화환',
    campaignType: 'FUNERAL',
    endInDays: null,
    description: '동네 작은도서관 공부방에 책과 학습 도구를 채웁니다.',
    story: [
      '책읽는마을은 고양과 파주의 작은도서관 열두 곳에서 방과 후 공부방을 운영합니다.',
      '고인이 남긴 배움의 뜻이 아이들의 책상 위에 이어집니다.',
    ],
    plan: ['그림책 20권: 200,000원', '공부방 책상과 조명', '독서 지도 선생님 활동비'],
    partner: 'F4',
    campaignCategory: ['추모·애도', '추모 기부'],
    donationCategory: ['아동·청소년', '아동양육시설'],
    images: ['children', 'wreathCondolence'],
    sortOrder: 21,
  },
  {
    campaignName: '평안한 안식을 기원하며, 어르신 도시락 나눔',
    category: '어르신',
    campaignAmount: 50000,
    partnerCompany: '한마음노인복지관',
    partnerManager: '서민호',
    type: '근조화환',
    campaignType: 'FUNERAL',
    endInDays: null,
    description: '거동이 불편한 어르신 댁에 따뜻한 점심 도시락을 배달합니다.',
    story: [
      '혼자 식사를 챙기기 어려운 어르신들께 점심 도시락은 한 끼 이상의 의미가 있습니다. 배달하는 봉사자가 어르신의 건강을 함께 살핍니다.',
      '위로의 마음이 이웃 어르신의 점심으로 이어집니다.',
    ],
    plan: ['어르신 1분 점심 도시락 한 달: 100,000원', '보온 배달 가방', '영양사 식단 관리'],
    partner: 'F5',
    campaignCategory: ['추모·애도', '근조 화환'],
    donationCategory: ['어르신', '홀몸 어르신'],
    images: ['elders', 'wreathCondolence'],
    sortOrder: 22,
  },
  {
    campaignName: '축하 화환 하나로 장애인 일자리 한 시간',
    category: '장애·자립',
    campaignAmount: 30000,
    partnerCompany: '사회적협동조합 함께일터',
    partnerManager: '배준서',
    type: '축하화환',
    campaignType: 'WEDDING',
    endInDays: 100,
    description: '발달장애 청년 바리스타가 내리는 커피 한 잔에 축하를 담습니다.',
    story: [
      '함께일터 카페의 바리스타들은 예식장 하객 라운지에서 커피를 내리는 날을 가장 좋아합니다.',
      '축하의 마음이 청년들의 일할 시간과 월급이 됩니다.',
    ],
    plan: ['청년 바리스타 근무 1시간: 30,000원', '이동식 커피 카트', '위생 교육'],
    partner: 'W3',
    campaignCategory: ['결혼 축하', '신혼 나눔'],
    donationCategory: ['장애인', '발달장애인 자립'],
    images: ['hands', 'bouquet'],
    sortOrder: 23,
  },
];

/** The campaign's HTML body, in the shape the admin's editor produces. */
export function campaignContent(seed: CampaignSeed, venue: string): string {
  const steps =
    seed.campaignType === null
      ? [
          '고객센터에서 기념일 단체 주문을 신청하면 기부 내역이 담긴 축하 카드를 보내 드립니다.',
          `기부금은 ${seed.partnerCompany}에 전달됩니다.`,
          '전달 내역은 분기마다 공지사항에 공개합니다.',
        ]
      : [
          `${seed.campaignType === 'WEDDING' ? '모바일 청첩장' : '부고장'}에서 기부화환을 보내면 결제 금액의 절반이 ${seed.partnerCompany}에 전달됩니다.`,
          `보내주신 이름과 메시지는 ${venue} 현장 화면에 띄워집니다.`,
          '전달 내역은 분기마다 공지사항에 공개합니다.',
        ];
  return [
    `<h2>${seed.campaignName}</h2>`,
    ...seed.story.map((paragraph) => `<p>${paragraph}</p>`),
    '<h3>이렇게 전달됩니다</h3>',
    `<ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol>`,
    '<h3>기부금은 이렇게 쓰입니다</h3>',
    `<ul>${seed.plan.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    `<p><strong>함께하는 곳</strong> ${seed.partnerCompany} (담당 ${seed.partnerManager})</p>`,
    seed.pasted ?? '',
  ].join('');
}

// ---------------------------------------------------------------- donation groups

export interface DonationGroupSeed {
  groupName: string;
  category: string;
  groupExplain: string;
  about: string[];
  projects: string[];
  image: SeedImage;
  attach?: boolean;
}

export const donationGroupSeeds: DonationGroupSeed[] = [
  {
    groupName: '사단법인 햇살아동복지회',
    category: '아동·청소년',
    groupExplain: '아동양육시설과 보호종료 청소년의 자립을 돕는 아동복지 단체입니다.',
    about: [
      '1998년 서울 마포의 작은 공부방에서 시작해, 지금은 수도권 아동양육시설 14곳과 함께 일하고 있습니다.',
      '아이 한 명 한 명의 이야기를 듣고 필요한 것을 직접 묻는 것을 가장 중요한 원칙으로 삼습니다.',
    ],
    projects: ['계절 의류·방한용품 지원', '보호종료 청소년 자립 정착금', '대학 입학 장학금'],
    image: 'children',
    attach: true,
  },
  {
    groupName: '재단법인 푸른숲나눔',
    category: '환경',
    groupExplain: '도심의 빈 땅에 시민과 함께 숲을 만들고 가꾸는 환경 재단입니다.',
    about: [
      '지난 10년 동안 서울과 경기 37곳에 도시숲을 조성했고, 시민 1만 2천여 명이 식재에 참여했습니다.',
      '심는 것보다 가꾸는 것이 더 중요하다는 생각으로, 모든 나무를 최소 3년간 직접 관리합니다.',
    ],
    projects: ['시민 참여 도시숲 조성', '추모의 숲 운영', '학교 숲 교육'],
    image: 'forest',
  },
  {
    groupName: '사단법인 바다살림연대',
    category: '환경',
    groupExplain: '해안 정화와 해양 생태 복원, 어린이 해양 교육을 이어가는 시민 단체입니다.',
    about: [
      '서해와 남해의 해변 22곳을 정기적으로 돌보며, 수거한 쓰레기 데이터를 모두 공개합니다.',
      '바다를 가까이에서 만나는 경험이 가장 좋은 교육이라고 믿습니다.',
    ],
    projects: ['월례 해변 정화', '잘피숲 복원', '찾아가는 해양 교실'],
    image: 'ocean',
  },
  {
    groupName: '한마음노인복지관',
    category: '어르신·장애인',
    groupExplain: '홀몸 어르신의 식사와 안부를 챙기는 지역 노인복지관입니다.',
    about: [
      '분당과 용인 지역 어르신 1,400여 분이 이용하고 계시며, 봉사자 300여 명이 함께합니다.',
      '밑반찬 배달, 연탄 나눔, 안부 전화까지 어르신의 일상을 촘촘히 살핍니다.',
    ],
    projects: ['밑반찬·도시락 배달', '겨울나기 연탄 나눔', '반려식물 말벗 사업'],
    image: 'elders',
    attach: true,
  },
  {
    groupName: '사단법인 새싹희귀질환환우회',
    category: '의료·보건',
    groupExplain: '소아암과 희귀질환으로 긴 치료를 이어가는 아이들과 가족을 돕습니다.',
    about: [
      '의료사회복지사와 협력해 치료비, 통원비, 가족 쉼터를 지원합니다.',
      '아이가 아픈 동안에도 가족이 무너지지 않도록 곁을 지키는 것이 우리의 일입니다.',
    ],
    projects: ['치료비·검사비 지원', '환아 가족 쉼터 운영', '병동 놀이 프로그램'],
    image: 'care',
  },
  {
    groupName: '사회복지법인 늘봄재활원',
    category: '어르신·장애인',
    groupExplain: '장애아동의 재활 치료와 성장기 보조기를 지원하는 재활 기관입니다.',
    about: [
      '물리·작업·언어 치료실을 갖추고 매주 180여 명의 아이들을 만납니다.',
      '치료를 기다리는 시간이 줄어들도록 후원금의 대부분을 치료 시간 확보에 씁니다.',
    ],
    projects: ['재활 치료비 지원', '성장기 보조기 교체', '보호자 교육'],
    image: 'care',
  },
  {
    groupName: '사회적협동조합 함께일터',
    category: '어르신·장애인',
    groupExplain: '발달장애 청년이 일하고 자립하는 카페와 제과점을 운영하는 협동조합입니다.',
    about: [
      '청년 조합원 42명이 바리스타, 제빵사로 일하며 최저임금 이상의 급여를 받습니다.',
      '일자리와 함께 자립 주택, 금융 교육까지 이어지는 지원을 합니다.',
    ],
    projects: ['바리스타·제과 직업 훈련', '자립 주택 지원', '하객 라운지 커피 카트'],
    image: 'hands',
  },
  {
    groupName: '사단법인 따뜻한밥상나눔',
    category: '아동·청소년',
    groupExplain: '결식 우려 아동에게 저녁 도시락과 방학 반찬을 전하는 나눔 단체입니다.',
    about: [
      '지역아동센터 31곳과 함께 하루 900여 개의 저녁 도시락을 만듭니다.',
      '아이들이 눈치 보지 않고 먹을 수 있도록, 도시락은 센터 선생님을 통해 조용히 전달합니다.',
    ],
    projects: ['저녁 도시락 지원', '방학 중 반찬 꾸러미', '생일 케이크 나눔'],
    image: 'children',
  },
  {
    groupName: '사단법인 기억동행',
    category: '어르신·장애인',
    groupExplain: '치매 어르신의 주간 돌봄과 돌봄 가족의 휴식을 지원합니다.',
    about: [
      '고양과 김포에서 주간 돌봄 센터 세 곳을 운영하며, 돌봄 가족 상담을 무료로 제공합니다.',
      '어르신이 오래 살던 동네에서 계속 지내실 수 있도록 돕는 것이 목표입니다.',
    ],
    projects: ['주간 돌봄 프로그램', '인지 활동 교구 개발', '돌봄 가족 휴식 지원'],
    image: 'elders',
  },
  {
    groupName: '사단법인 책읽는마을',
    category: '아동·청소년',
    groupExplain: '동네 작은도서관에서 아이들의 방과 후 공부방을 운영합니다.',
    about: [
      '고양과 파주의 작은도서관 12곳이 함께하며, 자원활동 선생님 80여 명이 책을 읽어 줍니다.',
      '책 한 권이 아이의 세계를 넓힌다는 믿음으로 매달 새 책을 채웁니다.',
    ],
    projects: ['작은도서관 그림책 지원', '방과 후 공부방', '독서 지도 선생님 양성'],
    image: 'bouquet',
  },
];

export function donationGroupHtml(seed: DonationGroupSeed): string {
  return [
    `<h2>${seed.groupName}</h2>`,
    ...seed.about.map((paragraph) => `<p>${paragraph}</p>`),
    '<h3>주요 사업</h3>',
    `<ul>${seed.projects.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    '<p>온기를 통해 모인 기부금은 분기마다 이 단체에 전달되며, 전달 내역은 공지사항에서 확인하실 수 있습니다.</p>',
  ].join('');
}

// ---------------------------------------------------------------- sponsor activities

export interface SponsorSeed {
  title: string;
  category: string;
  content: string;
  body: string[];
  sponsorAmount: number;
  /** Days from today of the activity period. */
  start: number;
  end: number;
  image: SeedImage;
  attach?: boolean;
}

export const sponsorSeeds: SponsorSeed[] = [
  {
    title: '보육원 아이들에게 겨울 외투 120벌을 전했습니다',
    category: '아동·청소년',
    content: '하객 여러분의 축하 기부화환으로 햇살아동복지회 아이들에게 새 외투를 선물했습니다.',
    body: [
      '지난겨울 축하 기부화환으로 모인 기부금 중 720만 원이 햇살아동복지회에 전달되었습니다.',
      '아이들이 직접 색과 디자인을 고른 외투 120벌과 장갑, 목도리를 시설 네 곳에 전했습니다. 한 아이는 "처음으로 내 이름이 붙은 새 옷"이라며 한참을 거울 앞에 서 있었습니다.',
    ],
    sponsorAmount: 7200000,
    start: -120,
    end: -100,
    image: 'children',
    attach: true,
  },
  {
    title: '결식 우려 아동 저녁 도시락 3,000끼 지원',
    category: '아동·청소년',
    content: '따뜻한밥상나눔과 함께 방학 동안 아이들의 저녁을 챙겼습니다.',
    body: [
      '겨울방학 8주 동안 지역아동센터 12곳의 아이들에게 저녁 도시락 3,000끼를 전했습니다.',
      '도시락에는 영양사가 짠 식단과 함께, 기부화환을 보내주신 분들의 응원 메시지 카드가 들어갔습니다.',
    ],
    sponsorAmount: 15000000,
    start: -95,
    end: -40,
    image: 'children',
  },
  {
    title: '홀몸 어르신 댁에 연탄 5,000장을 날랐습니다',
    category: '어르신',
    content: '근조 기부화환으로 모인 마음이 어르신들의 겨울 온기가 되었습니다.',
    body: [
      '임직원과 회원 봉사자 60명이 한마음노인복지관과 함께 어르신 댁 다섯 곳에 연탄 5,000장을 배달했습니다.',
      '좁은 골목을 한 줄로 서서 연탄을 건네며, 어르신들이 내어주신 따뜻한 보리차에 오히려 더 큰 위로를 받았습니다.',
    ],
    sponsorAmount: 4500000,
    start: -80,
    end: -80,
    image: 'elders',
    attach: true,
  },
  {
    title: '치매 어르신 기억 키트 200세트 전달',
    category: '어르신',
    content: '기억동행 주간 돌봄 센터에 인지 활동 교구를 전했습니다.',
    body: [
      '작업치료사와 함께 만든 기억 키트에는 퍼즐, 색칠 카드, 추억 사진첩 만들기 도구가 들어 있습니다.',
      '센터 세 곳의 어르신 200분이 매주 키트로 활동하고 계십니다.',
    ],
    sponsorAmount: 6000000,
    start: -70,
    end: -60,
    image: 'elders',
  },
  {
    title: '추모의 숲에 나무 300그루를 심었습니다',
    category: '환경',
    content: '고인을 기억하는 나무들이 은평 도시숲에 뿌리를 내렸습니다.',
    body: [
      '봄 식재 기간에 유가족 40가족과 봉사자들이 함께 산딸나무, 이팝나무 등 300그루를 심었습니다.',
      '나무마다 달린 작은 표찰 앞에서 오래 머무는 가족들의 모습이 기억에 남습니다.',
    ],
    sponsorAmount: 9000000,
    start: -55,
    end: -50,
    image: 'forest',
  },
  {
    title: '태안 해변에서 해양 쓰레기 2.4톤을 수거했습니다',
    category: '환경',
    content: '바다살림연대와 함께한 해변 정화 활동 결과를 전합니다.',
    body: [
      '회원과 하객 봉사자 85명이 이틀 동안 해변 3km 구간을 정화했습니다. 수거한 쓰레기의 70%가 스티로폼 부표와 플라스틱 조각이었습니다.',
      '수거 데이터는 바다살림연대의 연간 보고서에 함께 실립니다.',
    ],
    sponsorAmount: 3800000,
    start: -45,
    end: -44,
    image: 'ocean',
    attach: true,
  },
  {
    title: '소아암 환아 가족 쉼터에 한 달 숙박을 지원했습니다',
    category: '지역사회',
    content: '지방에서 올라온 환아 가족 18가족이 병원 가까이에서 머물렀습니다.',
    body: [
      '항암 치료 기간 동안 가족들이 병원 복도 대신 쉼터에서 잠들 수 있도록 숙박비 전액을 지원했습니다.',
      '쉼터에서 만난 어머니들은 서로의 아이를 돌봐 주며 작은 공동체가 되었습니다.',
    ],
    sponsorAmount: 5400000,
    start: -40,
    end: -10,
    image: 'care',
  },
  {
    title: '발달장애 청년 바리스타 7명이 교육을 마쳤습니다',
    category: '지역사회',
    content: '함께일터의 12주 바리스타 과정 수료식 소식을 전합니다.',
    body: [
      '기념일 나눔 캠페인으로 모인 기부금이 청년 7명의 직업 훈련비로 쓰였습니다.',
      '수료한 청년들은 이달부터 예식장 하객 라운지의 커피 카트에서 일하고 있습니다.',
    ],
    sponsorAmount: 8400000,
    start: -90,
    end: -6,
    image: 'hands',
  },
  {
    title: '장애아동 22명에게 성장기 보조기를 새로 맞췄습니다',
    category: '지역사회',
    content: '늘봄재활원 아이들의 몸에 맞는 보조기로 교체했습니다.',
    body: [
      '아이들은 빠르게 자라기 때문에 보조기를 1~2년마다 바꿔야 합니다. 이번 지원으로 대기하던 22명 모두 새 보조기를 받았습니다.',
      '물리치료사 선생님은 "걷는 자세가 한결 편해졌다"고 전해 주셨습니다.',
    ],
    sponsorAmount: 11000000,
    start: -30,
    end: -20,
    image: 'care',
  },
  {
    title: '작은도서관 열두 곳에 그림책 1,000권을 보냈습니다',
    category: '아동·청소년',
    content: '책읽는마을 공부방 아이들이 직접 고른 그림책이 도착했습니다.',
    body: [
      '아이들이 읽고 싶은 책 목록을 직접 적어 보내 주었고, 그 목록대로 1,000권을 구입해 전달했습니다.',
      '책마다 기부화환을 보내주신 분들의 이름을 담은 장서표를 붙였습니다.',
    ],
    sponsorAmount: 12000000,
    start: -25,
    end: -15,
    image: 'children',
  },
  {
    title: '명절을 앞두고 홀몸 어르신 150분께 꾸러미를 전했습니다',
    category: '어르신',
    content: '송편과 과일, 내복을 담은 명절 꾸러미와 손편지를 전했습니다.',
    body: [
      '회원들이 쓴 손편지 150장이 꾸러미마다 한 장씩 들어갔습니다.',
      '어르신들께서 보내주신 답장은 다음 공지사항에서 소개하겠습니다.',
    ],
    sponsorAmount: 6750000,
    start: -12,
    end: -8,
    image: 'elders',
  },
  {
    title: '하객과 함께 그린 봄맞이 골목 벽화',
    category: '지역사회',
    content: '신혼부부와 하객 봉사자들이 성수동 골목에 벽화를 그렸습니다.',
    body: [
      '예식을 올린 부부 여섯 쌍과 하객 봉사자 40명이 오래된 골목 담장 120m를 꽃과 숲 그림으로 채웠습니다.',
      '벽화 옆에는 참여한 부부들의 이니셜이 작게 남아 있습니다.',
    ],
    sponsorAmount: 2500000,
    start: -5,
    end: 20,
    image: 'forest',
  },
];

export function sponsorHtml(seed: SponsorSeed): string {
  return [`<h2>${seed.title}</h2>`, ...seed.body.map((paragraph) => `<p>${paragraph}</p>`), '<p>함께해 주신 모든 분께 감사드립니다.</p>'].join('');
}

// ---------------------------------------------------------------- notices

export interface NoticeSeed {
  title: string;
  category: string;
  daysAgo: number;
  body: string[];
  pinned?: boolean;
  attach?: Array<'pdf' | 'png'>;
  viewCnt: number;
  /**
   * HTML pasted into the editor as it came from elsewhere, appended to the
   * body. The seed cleans every body with the product's sanitiser, as the
   * admin's save does, so whatever unsafe markup it carries never reaches a page.
   */
  pasted?: string;
}

export const noticeSeeds: NoticeSeed[] = [
  {
    title: '온기 서비스 정식 오픈 안내',
    category: '서비스 안내',
    daysAgo: 300,
    viewCnt: 1824,
    body: [
      '디지털 기부화환 서비스 온기가 정식으로 문을 열었습니다.',
      '모바일 청첩장과 부고장에 기부화환을 함께 담아, 축하와 위로의 마음을 나눔으로 전하실 수 있습니다. 결제 금액의 절반은 선택하신 기부처에 자동으로 전달됩니다.',
    ],
  },
  {
    title: '디지털 기부화환 이용 방법 안내',
    category: '서비스 안내',
    daysAgo: 290,
    viewCnt: 1402,
    body: [
      '1. 청첩장 또는 부고장을 만들 때 기부화환 캠페인을 선택합니다.',
      '2. 하객·조문객은 초대장 하단의 기부화환 보내기 버튼으로 메시지와 함께 결제합니다.',
      '3. 보내주신 메시지는 예식장·빈소의 키오스크 화면에 바로 표시됩니다.',
    ],
  },
  {
    title: '모바일 청첩장 새 디자인 4종이 추가되었습니다',
    category: '서비스 안내',
    daysAgo: 260,
    viewCnt: 933,
    body: ['봄 시즌을 맞아 청첩장 메인 디자인 4종과 편집 스타일별 색상 3가지를 새로 준비했습니다.', '이미 만든 청첩장도 수정 화면에서 디자인을 바꾸실 수 있습니다.'],
  },
  {
    title: '설 연휴 고객센터 운영 안내',
    category: '점검·운영',
    daysAgo: 250,
    viewCnt: 512,
    body: ['설 연휴 기간에는 고객센터 전화 상담을 쉽니다.', '연휴 중 접수된 1:1 문의는 연휴 이후 첫 영업일부터 순서대로 답변드리겠습니다.'],
  },
  {
    title: '정기 서버 점검 안내 (새벽 2시~4시)',
    category: '점검·운영',
    daysAgo: 240,
    viewCnt: 388,
    body: ['보다 안정적인 서비스를 위해 정기 점검을 진행합니다.', '점검 시간 동안에는 청첩장·부고장 보기와 키오스크 화면은 정상 이용 가능하며, 새 주문과 결제만 잠시 중단됩니다.'],
  },
  {
    title: '2025년 4분기 기부금 전달 보고',
    category: '기부 보고',
    daysAgo: 220,
    viewCnt: 1210,
    attach: ['pdf', 'png'],
    body: [
      '지난 분기 디지털 기부화환으로 모인 기부금 4,835만 원을 기부처 8곳에 전달했습니다.',
      '기부처별 전달 금액과 사용 계획은 첨부한 보고서에서 확인하실 수 있습니다.',
    ],
  },
  {
    title: '신규 제휴 예식장 안내: 아벨하우스 분당',
    category: '서비스 안내',
    daysAgo: 200,
    viewCnt: 421,
    body: ['경기 성남시 분당구의 아벨하우스가 온기 제휴 예식장이 되었습니다.', '예식장 입구에 키오스크가 설치되어 축하 메시지를 바로 보실 수 있습니다.'],
    // Copied from the venue's own page together with its photo widget: the
    // broken image's onerror fallback and the widget's script are stripped on save.
    pasted:
      '<p><strong>아벨하우스 분당 안내</strong> (예식장 홈페이지에서 옮겨 온 글)</p>' +
      '<p><img src=x onerror="window.__ongiXss=\'notice-onerror\';alert(\'notice-onerror\')">단독홀 2개, 최대 300석 규모입니다.</p>' +
      '<script>window.__ongiXss = \'notice-script\'; alert(\'notice-script\');</script>' +
      '<p>주차: 건물 지하 1~3층 (2시간 무료)</p>',
  },
  {
    title: '비회원 주문 조회 방법 안내',
    category: '서비스 안내',
    daysAgo: 185,
    viewCnt: 1677,
    body: ['비회원으로 만든 청첩장·부고장은 로그인 화면의 비회원 탭에서 이름, 휴대폰 번호, 주문번호로 조회하실 수 있습니다.', '주문번호는 비회원 로그인의 비밀번호 역할을 하니 다른 사람에게 알려 주지 마세요.'],
  },
  {
    title: '부고장 키오스크 화면 스타일이 추가되었습니다',
    category: '서비스 안내',
    daysAgo: 170,
    viewCnt: 604,
    body: ['빈소 분위기에 맞춰 고르실 수 있도록 차분한 흑백 톤의 키오스크 화면 스타일 두 가지를 더했습니다.'],
  },
  {
    title: '신규 제휴 장례식장 안내: 안양새누리장례식장',
    category: '서비스 안내',
    daysAgo: 160,
    viewCnt: 377,
    body: ['경기 안양시 동안구의 안양새누리장례식장과 제휴를 맺었습니다.', '부고장 작성 시 장례식장 목록에서 선택하시면 빈소 정보가 자동으로 채워집니다.'],
  },
  {
    title: '현금영수증 발급 안내',
    category: '서비스 안내',
    daysAgo: 150,
    viewCnt: 842,
    body: ['결제 내역 조회 화면에서 현금영수증 정보를 입력하시면 소득공제용 또는 지출증빙용으로 발급해 드립니다.'],
  },
  {
    title: '카카오·네이버 간편 로그인 연결 기능 추가',
    category: '서비스 안내',
    daysAgo: 140,
    viewCnt: 566,
    body: ['마이페이지의 SNS 연결 설정에서 카카오, 네이버 계정을 연결하시면 다음부터 간편하게 로그인하실 수 있습니다.'],
  },
  {
    title: '봄맞이 리뷰 작성 이벤트 안내',
    category: '이벤트',
    daysAgo: 130,
    viewCnt: 1299,
    attach: ['png'],
    body: ['기부화환을 이용하신 뒤 사진과 함께 리뷰를 남겨 주시면 추첨을 통해 50분께 기부처 굿즈를 보내 드립니다.', '이벤트 기간: 공지일로부터 4주'],
  },
  {
    title: '2026년 1분기 기부금 전달 보고',
    category: '기부 보고',
    daysAgo: 120,
    viewCnt: 1038,
    attach: ['pdf'],
    body: ['1분기 동안 모인 기부금 5,210만 원을 기부처 9곳에 전달했습니다.', '아동 급식과 어르신 돌봄에 가장 많은 마음이 모였습니다. 자세한 내용은 첨부 보고서를 확인해 주세요.'],
  },
  {
    title: '봄맞이 리뷰 작성 이벤트 당첨자 발표',
    category: '이벤트',
    daysAgo: 100,
    viewCnt: 733,
    body: ['리뷰 이벤트에 참여해 주신 모든 분께 감사드립니다.', '당첨되신 50분께는 개별 문자로 안내드렸습니다. 경품은 2주 안에 발송됩니다.'],
  },
  {
    title: '기부처 추가 안내: 사회적협동조합 함께일터',
    category: '기부 보고',
    daysAgo: 90,
    viewCnt: 289,
    body: ['발달장애 청년의 일자리와 자립을 돕는 함께일터가 새 기부처로 함께합니다.'],
  },
  {
    title: '결제 시스템 점검 안내',
    category: '점검·운영',
    daysAgo: 75,
    viewCnt: 341,
    body: ['카드사 시스템 작업으로 새벽 0시부터 1시까지 일부 카드 결제가 원활하지 않을 수 있습니다.'],
  },
  {
    title: '이용약관 개정 안내',
    category: '서비스 안내',
    daysAgo: 60,
    viewCnt: 455,
    body: ['비회원 주문 조회와 기부금 전달 절차를 더 분명하게 적도록 이용약관 일부를 고쳤습니다.', '개정 약관은 공지일로부터 7일 뒤 시행됩니다.'],
  },
  {
    title: '온기를 사칭한 문자에 주의해 주세요',
    category: '서비스 안내',
    daysAgo: 45,
    viewCnt: 1980,
    body: ['온기는 문자로 결제 링크나 앱 설치를 요청하지 않습니다.', '의심스러운 문자를 받으셨다면 링크를 누르지 마시고 고객센터로 알려 주세요.'],
  },
  {
    title: '키오스크 QR코드 인식이 빨라졌습니다',
    category: '서비스 안내',
    daysAgo: 35,
    viewCnt: 302,
    body: ['키오스크 화면의 QR코드를 더 크고 선명하게 바꿔, 멀리서도 휴대폰 카메라로 쉽게 인식됩니다.'],
  },
  {
    title: '추석 연휴 고객센터 운영 안내',
    category: '점검·운영',
    daysAgo: 25,
    viewCnt: 498,
    body: ['추석 연휴 기간에는 고객센터 전화 상담을 쉽니다.', '연휴 중에도 청첩장·부고장 만들기와 기부화환 결제는 평소처럼 이용하실 수 있습니다.'],
  },
  {
    title: '기부금 영수증 발급 절차 안내',
    category: '기부 보고',
    daysAgo: 15,
    viewCnt: 655,
    attach: ['pdf'],
    body: ['기부화환 결제 금액 중 기부처에 전달된 금액은 기부금 영수증을 받으실 수 있습니다.', '발급 신청 방법은 첨부한 안내문을 참고해 주세요.'],
  },
  {
    title: '고객센터 상담 시간 안내',
    category: '점검·운영',
    daysAgo: 8,
    viewCnt: 211,
    body: ['고객센터는 평일 오전 9시부터 오후 5시 30분까지 운영합니다. 주말과 공휴일은 쉽니다.', '1:1 문의는 언제든 남겨 주시면 영업일 기준 24시간 안에 답변드립니다.'],
  },
  {
    title: '[필독] 기부금 사용 내역 공개 원칙',
    category: '기부 보고',
    daysAgo: 5,
    viewCnt: 2456,
    pinned: true,
    body: [
      '온기는 디지털 기부화환 결제 금액의 50%를 기부처에 전달하고, 그 내역을 분기마다 공지사항에 공개합니다.',
      '기부처별 전달 금액, 전달일, 사용 계획을 함께 공개하며, 기부처의 사용 결과 보고도 받는 대로 알려 드립니다.',
    ],
  },
  {
    title: '개인정보처리방침 개정 안내',
    category: '서비스 안내',
    daysAgo: 2,
    viewCnt: 874,
    pinned: true,
    body: [
      '본인인증과 간편 로그인 기능이 추가됨에 따라 수집하는 개인정보 항목과 보관 기간을 고쳤습니다.',
      '개정된 방침은 공지일로부터 7일 뒤 시행되며, 고객센터 메뉴의 개인정보처리방침에서 전문을 확인하실 수 있습니다.',
    ],
  },
];

// ---------------------------------------------------------------- FAQ

export const faqSeeds: Array<{ category: string; title: string; content: string }> = [
  {
    category: '주문·결제',
    title: '디지털 기부화환은 어떻게 보내나요?',
    content: '받으신 청첩장이나 부고장 아래의 기부화환 보내기 버튼을 눌러 이름, 연락처, 메시지를 적고 결제하시면 됩니다. 메시지는 예식장이나 빈소의 화면에 바로 표시됩니다.',
  },
  {
    category: '주문·결제',
    title: '결제 금액은 어떻게 정해지나요?',
    content: '캠페인의 기본 금액에 1만 원, 3만 원, 5만 원, 10만 원 중 고르신 기부 금액을 더한 값이 결제됩니다. 화면에 보이는 금액 그대로 결제되며, 그 외 금액이 청구되지 않습니다.',
  },
  {
    category: '주문·결제',
    title: '결제를 취소하고 싶어요.',
    content: '고객센터로 주문번호와 결제자 이름을 알려 주시면 확인 후 취소해 드립니다. 이미 화면에 표시된 메시지는 취소와 함께 내려갑니다.',
  },
  {
    category: '주문·결제',
    title: '결제 영수증은 어디에서 확인하나요?',
    content: '홈 화면의 결제 내역 조회에서 주문번호, 이름, 연락처를 입력하시면 영수증을 확인하실 수 있습니다. 회원은 마이페이지 주문 조회에서도 보실 수 있습니다.',
  },
  {
    category: '청첩장·부고장',
    title: '비회원으로 만든 청첩장은 어떻게 수정하나요?',
    content: '로그인 화면의 비회원 탭에서 만들 때 입력한 이름, 휴대폰 번호, 주문번호로 로그인하신 뒤 최근 주문에서 수정하실 수 있습니다.',
  },
  {
    category: '청첩장·부고장',
    title: '사진은 몇 장까지 올릴 수 있나요?',
    content: '한 번에 최대 12장까지 선택하실 수 있고, 여러 번 나누어 추가하실 수 있습니다. 사진은 자동으로 휴대폰에 맞는 크기로 줄여서 빠르게 보이도록 합니다.',
  },
  {
    category: '청첩장·부고장',
    title: '부고장을 만든 뒤 빈소가 바뀌었어요.',
    content: '마이페이지 주문 조회에서 부고장 수정을 누르고 장례식장과 호실을 다시 선택해 주세요. 이미 보낸 링크는 그대로 두어도 바뀐 내용이 보입니다.',
  },
  {
    category: '청첩장·부고장',
    title: '키오스크 화면은 어떻게 띄우나요?',
    content: '제휴 예식장·장례식장은 주문번호로 키오스크 화면을 바로 띄웁니다. 제휴처가 아닌 곳에서는 태블릿이나 TV 브라우저에서 주문 내역의 키오스크 링크를 열어 주세요.',
  },
  {
    category: '기부화환',
    title: '기부금은 실제로 어디에 전달되나요?',
    content: '결제 금액의 절반이 캠페인에 연결된 기부처에 분기마다 전달됩니다. 전달 내역은 공지사항의 기부 보고에서 누구나 확인하실 수 있습니다.',
  },
  {
    category: '기부화환',
    title: '기부금 영수증을 받을 수 있나요?',
    content: '기부처에 전달된 금액에 대해 기부금 영수증을 받으실 수 있습니다. 공지사항의 기부금 영수증 발급 절차 안내를 참고해 주세요.',
  },
  {
    category: '기부화환',
    title: '보낸 메시지는 언제 화면에 나타나나요?',
    content: '결제가 확인되면 보통 1초 안에 현장 화면에 나타납니다. 인터넷 연결이 불안정한 곳에서도 10초 안에 다시 불러옵니다.',
  },
  {
    category: '회원·계정',
    title: '아이디가 기억나지 않아요.',
    content: '로그인 화면의 아이디 찾기에서 본인인증을 하시면 가입하신 아이디의 일부를 가려서 보여 드립니다.',
  },
  {
    category: '회원·계정',
    title: '비밀번호를 다시 설정하고 싶어요.',
    content: '비밀번호 찾기에서 아이디를 입력하시면 가입하신 이메일로 재설정 링크를 보내 드립니다. 링크는 보안을 위해 짧은 시간 동안만 사용할 수 있습니다.',
  },
  {
    category: '회원·계정',
    title: 'SNS 계정은 어떻게 연결하나요?',
    content: '마이페이지의 SNS 연결 설정에서 카카오 또는 네이버의 연결하기를 누르세요. 다른 로그인 수단이 남아 있다면 연결 해제도 하실 수 있습니다.',
  },
  {
    category: '회원·계정',
    title: '탈퇴하면 작성한 글은 어떻게 되나요?',
    content: '탈퇴 후에는 로그인할 수 없지만, 작성하신 1:1 문의와 리뷰, 만드신 청첩장·부고장은 삭제되지 않습니다. 지우고 싶은 글은 탈퇴 전에 직접 삭제해 주세요.',
  },
];

// ---------------------------------------------------------------- people

export interface MemberSeed {
  username: string;
  name: string;
  email: string;
  phoneNum: string;
  birthday: string;
  roadAddress: string;
  detailAddress: string;
  zonecode: string;
}

/** Members beside the demo member; they share the demo member's password. */
export const otherMemberSeeds: MemberSeed[] = [
  {
    username: 'haneul_kim',
    name: '김하늘',
    email: 'haneul.kim@example.com',
    phoneNum: '01027183946',
    birthday: '1988-04-12',
    zonecode: '03925',
    roadAddress: '서울 마포구 월드컵북로 396',
    detailAddress: '1203호',
  },
  {
    username: 'sj_park88',
    name: '박서준',
    email: 'seojun.park@example.com',
    phoneNum: '01093720415',
    birthday: '1988-11-03',
    zonecode: '07327',
    roadAddress: '서울 영등포구 여의대로 108',
    detailAddress: '28층',
  },
  {
    username: 'minji_choi',
    name: '최민지',
    email: 'minji.choi@example.com',
    phoneNum: '01046281937',
    birthday: '1992-07-21',
    zonecode: '13494',
    roadAddress: '경기 성남시 분당구 판교역로 166',
    detailAddress: '301동 804호',
  },
  {
    username: 'jh_lee77',
    name: '이정훈',
    email: 'junghoon.lee@example.com',
    phoneNum: '01058204713',
    birthday: '1977-02-08',
    zonecode: '10403',
    roadAddress: '경기 고양시 일산동구 중앙로 1275',
    detailAddress: '502호',
  },
];

export const demoMemberProfile: Omit<MemberSeed, 'username'> = {
  name: '정다은',
  email: 'daeun.jung@example.com',
  phoneNum: '01071294058',
  birthday: '1990-09-15',
  zonecode: '06236',
  roadAddress: '서울 강남구 테헤란로 152',
  detailAddress: '15층',
};

// ---------------------------------------------------------------- kiosk messages

export const weddingMessages: Array<{ name: string; message: string }> = [
  { name: '대학 동기 일동', message: '두 사람의 결혼을 진심으로 축하해!<br>화환 대신 아이들 밥 한 끼로 마음 보낼게.' },
  { name: '(주)한결상사 임직원 일동', message: '새로운 출발을 진심으로 축하드립니다.<br>늘 오늘처럼 행복하세요.' },
  { name: '박영희', message: '예쁜 두 사람, 서로 아끼며 오래오래 행복하길 바라요.' },
  { name: '서울고 23회 동창회', message: '결혼 축하한다! 백년해로하거라.' },
  { name: '김철수', message: '두 분의 앞날에 웃음만 가득하길 바랍니다.' },
  { name: '이모 정미숙', message: '우리 조카 결혼 정말 축하해.<br>따뜻한 가정 꾸리렴.' },
  { name: '동호회 달리는사람들', message: '인생의 새 구간도 함께 완주하세요! 축하합니다.' },
];

export const funeralMessages: Array<{ name: string; message: string }> = [
  { name: '(주)한결상사 임직원 일동', message: '삼가 고인의 명복을 빕니다.' },
  { name: '박영희', message: '깊은 애도를 표하며, 유가족분들께 위로의 말씀을 드립니다.' },
  { name: '고향 친구 일동', message: '하늘에서 편히 쉬시길 기도합니다.' },
  { name: '이준호', message: '갑작스러운 비보에 슬픈 마음을 함께합니다.<br>힘내세요.' },
  { name: '교회 성가대 일동', message: '고인의 따뜻했던 뜻이 나눔으로 이어지길 바랍니다.' },
  { name: '최동민', message: '생전의 너그러우신 모습을 오래 기억하겠습니다.' },
];

export const senderPhones = ['01031415926', '01027182818', '01016180339', '01014142135', '01017320508', '01022360679', '01026457513'];

// ---------------------------------------------------------------- inquiries

export const inquirySeeds: Array<{
  member: string | null;
  title: string;
  content: string;
  email: string;
  daysAgo: number;
  answer?: string;
}> = [
  {
    member: 'member01',
    title: '청첩장 사진 순서를 바꾸고 싶어요',
    content: '갤러리 사진 순서를 바꾸려면 지우고 다시 올려야 하나요?<br>사진이 많아서 번거롭네요.',
    email: 'daeun.jung@example.com',
    daysAgo: 12,
    answer: '안녕하세요, 온기입니다.<br>현재는 사진을 삭제한 뒤 원하는 순서로 다시 추가하셔야 합니다. 순서 변경 기능은 다음 업데이트에 반영할 예정입니다. 불편을 드려 죄송합니다.',
  },
  {
    member: 'haneul_kim',
    title: '기부금 영수증 발급 문의',
    content: '지난달 부고장으로 받은 근조 기부화환 금액에 대해 기부금 영수증을 받을 수 있을까요?',
    email: 'haneul.kim@example.com',
    daysAgo: 6,
    answer: '안녕하세요, 온기입니다.<br>기부처에 전달된 금액에 대해 발급 가능합니다. 공지사항의 기부금 영수증 발급 절차 안내를 참고해 신청해 주세요.',
  },
  {
    member: null,
    title: '비회원 주문번호를 잃어버렸어요',
    content: '비회원으로 부고장을 만들었는데 주문번호를 적어 두지 못했습니다. 어떻게 찾을 수 있나요?',
    email: 'guest.lee@example.com',
    daysAgo: 3,
  },
  {
    member: 'member01',
    title: '키오스크 화면 스타일 변경',
    content: '예식 당일 키오스크 화면 스타일을 2번으로 바꾸고 싶습니다.',
    email: 'daeun.jung@example.com',
    daysAgo: 1,
  },
  {
    member: 'member01',
    title: '기부금 영수증을 이메일로 받을 수 있나요?',
    content: '외할머니 부고장으로 받은 근조 기부화환에 대해<br>가족 명의로 기부금 영수증을 받고 싶습니다.',
    email: 'daeun.jung@example.com',
    daysAgo: 25,
  },
  {
    member: 'sj_park88',
    title: '결제가 두 번 된 것 같아요',
    content: '하객 한 분이 결제가 두 번 됐다고 하십니다. 확인 부탁드립니다.',
    email: 'seojun.park@example.com',
    daysAgo: 18,
    answer: '안녕하세요, 온기입니다.<br>확인해 보니 첫 번째 결제는 카드사 승인 전에 실패 처리되어 청구되지 않았습니다. 카드사 문자에 승인 취소가 함께 안내되었을 거예요.',
  },
];

// ---------------------------------------------------------------- invitations, payments, reviews

export type Owner = { member: string } | { nonMemberName: string; nonMemberPhone: string };

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

export interface ReviewSeed {
  rating: number;
  text: string;
  photos: number;
  showPartnerCompany?: 'Y' | 'N';
  daysAfter: number;
}

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
    infoTitle: '장지 안내',
    infoDtl: '경기도 용인시 평온의숲 추모공원',
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
    infoTitle: '장지 안내',
    infoDtl: '경기도 파주시 서현추모공원',
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
    infoTitle: '장지 안내',
    infoDtl: '충청남도 천안시 선영',
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
    infoTitle: '장지 안내',
    infoDtl: '경기도 양평군 하늘숲 수목장',
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
    infoTitle: '장지 안내',
    infoDtl: '경기도 고양시 벽제 선영',
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
    infoTitle: '장지 안내',
    infoDtl: '경기도 안성시 유토피아추모관',
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

export const popupSeeds = [
  {
    title: '근조·축하 기부화환, 메시지가 1초 만에 현장 화면으로',
    content:
      '<p>이제 기부화환을 보내면 예식장과 빈소의 키오스크 화면에 메시지가 바로 나타납니다.</p><p>화환 대신 나눔으로 마음을 전해 보세요.</p>',
    start: -3,
    end: 14,
    useStatus: 'y' as const,
    xCoord: 40,
    yCoord: 120,
  },
  {
    title: '봄맞이 리뷰 작성 이벤트',
    content: '<p>사진 리뷰를 남겨 주신 분 중 50분께 기부처 굿즈를 드립니다.</p>',
    start: -130,
    end: -102,
    useStatus: 'n' as const,
    xCoord: 480,
    yCoord: 120,
  },
];

// ---------------------------------------------------------------- past wreath orders
// Weddings that already took place, each with a celebration wreath (campaign 16)
// and the host's review afterwards: the campaign page then has a realistic
// history of more than one review page, where the newest is not the best rated.

export interface PastWreathOrder {
  member: string;
  groom: string;
  bride: string;
  daysAgo: number;
  rating: number;
  text: string;
}

export const pastWreathOrders: PastWreathOrder[] = [
  { member: 'sj_park88', groom: '박성진', bride: '한유나', daysAgo: 6, rating: 3, text: '하객분들 반응은 좋았는데 키오스크 위치를 미리 알았으면 더 좋았을 것 같아요.' },
  { member: 'haneul_kim', groom: '정우성', bride: '김하늘', daysAgo: 11, rating: 4.5, text: '화환 대신 기부라니 어른들도 의미 있다고 좋아하셨어요. 메시지가 화면에 바로 떠서 신기했습니다.' },
  { member: 'minji_choi', groom: '오세훈', bride: '최민지', daysAgo: 17, rating: 5, text: '식장 입구 화면에 축하 메시지가 계속 바뀌면서 나와서 사진 찍는 분들이 많았어요. 기부 영수증도 깔끔했습니다.' },
  { member: 'jh_lee77', groom: '이재현', bride: '윤소희', daysAgo: 23, rating: 2.5, text: '결제 창이 한 번 닫혀서 다시 시도했어요. 그 뒤로는 문제없이 진행됐습니다.' },
  { member: 'member01', groom: '강민준', bride: '정다은', daysAgo: 29, rating: 4, text: '모바일 청첩장 만들기가 생각보다 쉬웠고, 기부처를 고를 수 있는 점이 마음에 들었어요.' },
  { member: 'sj_park88', groom: '서지훈', bride: '박수진', daysAgo: 36, rating: 5, text: '시댁 어르신들께 설명드렸더니 다들 좋은 생각이라고 하셨어요. 다음에 지인 결혼식에도 보낼 생각입니다.' },
  { member: 'haneul_kim', groom: '문태윤', bride: '배하린', daysAgo: 44, rating: 3.5, text: '축하 문구를 고를 수 있어 편했어요. 글자 수가 조금 더 길었으면 좋겠습니다.' },
  { member: 'minji_choi', groom: '구본혁', bride: '장예린', daysAgo: 52, rating: 4.5, text: '꽃 화환은 행사 끝나면 버려져서 아까웠는데 이건 마음이 오래 남아서 좋네요.' },
  { member: 'jh_lee77', groom: '홍석진', bride: '노지아', daysAgo: 61, rating: 1.5, text: '키오스크 화면이 식 시작 직전에야 켜져서 아쉬웠습니다. 안내가 조금 더 있었으면 해요.' },
  { member: 'member01', groom: '안도현', bride: '임채원', daysAgo: 70, rating: 5, text: '부모님 지인분들까지 기부화환을 보내 주셔서 화면이 꽉 찼어요. 정말 감동이었습니다.' },
  { member: 'sj_park88', groom: '유승호', bride: '신예은', daysAgo: 83, rating: 4, text: '기부 내역을 나중에 확인할 수 있어서 투명하다는 느낌을 받았어요.' },
  { member: 'haneul_kim', groom: '남궁현', bride: '조은비', daysAgo: 97, rating: 3, text: '전체적으로 만족하지만 청첩장 디자인 종류가 조금 더 다양했으면 좋겠어요.' },
];
