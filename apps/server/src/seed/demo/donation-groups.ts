import type { SeedImage } from '../images';

// ---------------------------------------------------------------- donation groups

export interface DonationGroupSeed {
  groupName: string;
  category: string;
  /** The donation recipient (기부처) this organisation is: wreaths' donated halves for it show on its page. */
  recipient?: [string, string];
  groupExplain: string;
  about: string[];
  projects: string[];
  image: SeedImage;
  attach?: boolean;
}

export const donationGroupSeeds: DonationGroupSeed[] = [
  {
    groupName: '사단법인 햇살아동복지회',
    recipient: ['아동·청소년', '아동양육시설'],
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
    recipient: ['환경', '도시숲 조성'],
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
    recipient: ['환경', '해양 정화'],
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
    recipient: ['어르신', '홀몸 어르신'],
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
    recipient: ['아동·청소년', '소아암 환아'],
    category: '의료·보건',
    groupExplain: '소아암과 희귀질환으로 긴 치료를 이어가는 아이들과 가족을 돕습니다.',
    about: ['의료사회복지사와 협력해 치료비, 통원비, 가족 쉼터를 지원합니다.', '아이가 아픈 동안에도 가족이 무너지지 않도록 곁을 지키는 것이 우리의 일입니다.'],
    projects: ['치료비·검사비 지원', '환아 가족 쉼터 운영', '병동 놀이 프로그램'],
    image: 'care',
  },
  {
    groupName: '사회복지법인 늘봄재활원',
    recipient: ['장애인', '장애아동 재활'],
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
    recipient: ['장애인', '발달장애인 자립'],
    category: '어르신·장애인',
    groupExplain: '발달장애 청년이 일하고 자립하는 카페와 제과점을 운영하는 협동조합입니다.',
    about: ['청년 조합원 42명이 바리스타, 제빵사로 일하며 최저임금 이상의 급여를 받습니다.', '일자리와 함께 자립 주택, 금융 교육까지 이어지는 지원을 합니다.'],
    projects: ['바리스타·제과 직업 훈련', '자립 주택 지원', '하객 라운지 커피 카트'],
    image: 'hands',
  },
  {
    groupName: '사단법인 따뜻한밥상나눔',
    recipient: ['아동·청소년', '결식아동 급식'],
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
    recipient: ['어르신', '치매 어르신 돌봄'],
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
