import type { SeedImage } from '../images';

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
    body: ['회원들이 쓴 손편지 150장이 꾸러미마다 한 장씩 들어갔습니다.', '어르신들께서 보내주신 답장은 다음 공지사항에서 소개하겠습니다.'],
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
