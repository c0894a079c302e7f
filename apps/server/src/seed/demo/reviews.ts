export interface ReviewSeed {
  rating: number;
  text: string;
  photos: number;
  showPartnerCompany?: 'Y' | 'N';
  daysAfter: number;
}

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
  {
    member: 'sj_park88',
    groom: '박성진',
    bride: '한유나',
    daysAgo: 6,
    rating: 3,
    text: '하객분들 반응은 좋았는데 키오스크 위치를 미리 알았으면 더 좋았을 것 같아요.',
  },
  {
    member: 'haneul_kim',
    groom: '정우성',
    bride: '김하늘',
    daysAgo: 11,
    rating: 4.5,
    text: '화환 대신 기부라니 어른들도 의미 있다고 좋아하셨어요. 메시지가 화면에 바로 떠서 신기했습니다.',
  },
  {
    member: 'minji_choi',
    groom: '오세훈',
    bride: '최민지',
    daysAgo: 17,
    rating: 5,
    text: '식장 입구 화면에 축하 메시지가 계속 바뀌면서 나와서 사진 찍는 분들이 많았어요. 기부 영수증도 깔끔했습니다.',
  },
  {
    member: 'jh_lee77',
    groom: '이재현',
    bride: '윤소희',
    daysAgo: 23,
    rating: 2.5,
    text: '결제 창이 한 번 닫혀서 다시 시도했어요. 그 뒤로는 문제없이 진행됐습니다.',
  },
  {
    member: 'member01',
    groom: '강민준',
    bride: '정다은',
    daysAgo: 29,
    rating: 4,
    text: '모바일 청첩장 만들기가 생각보다 쉬웠고, 기부처를 고를 수 있는 점이 마음에 들었어요.',
  },
  {
    member: 'sj_park88',
    groom: '서지훈',
    bride: '박수진',
    daysAgo: 36,
    rating: 5,
    text: '시댁 어르신들께 설명드렸더니 다들 좋은 생각이라고 하셨어요. 다음에 지인 결혼식에도 보낼 생각입니다.',
  },
  {
    member: 'haneul_kim',
    groom: '문태윤',
    bride: '배하린',
    daysAgo: 44,
    rating: 3.5,
    text: '축하 문구를 고를 수 있어 편했어요. 글자 수가 조금 더 길었으면 좋겠습니다.',
  },
  {
    member: 'minji_choi',
    groom: '구본혁',
    bride: '장예린',
    daysAgo: 52,
    rating: 4.5,
    text: '꽃 화환은 행사 끝나면 버려져서 아까웠는데 이건 마음이 오래 남아서 좋네요.',
  },
  {
    member: 'jh_lee77',
    groom: '홍석진',
    bride: '노지아',
    daysAgo: 61,
    rating: 1.5,
    text: '키오스크 화면이 식 시작 직전에야 켜져서 아쉬웠습니다. 안내가 조금 더 있었으면 해요.',
  },
  {
    member: 'member01',
    groom: '안도현',
    bride: '임채원',
    daysAgo: 70,
    rating: 5,
    text: '부모님 지인분들까지 기부화환을 보내 주셔서 화면이 꽉 찼어요. 정말 감동이었습니다.',
  },
  { member: 'sj_park88', groom: '유승호', bride: '신예은', daysAgo: 83, rating: 4, text: '기부 내역을 나중에 확인할 수 있어서 투명하다는 느낌을 받았어요.' },
  {
    member: 'haneul_kim',
    groom: '남궁현',
    bride: '조은비',
    daysAgo: 97,
    rating: 3,
    text: '전체적으로 만족하지만 청첩장 디자인 종류가 조금 더 다양했으면 좋겠어요.',
  },
];
