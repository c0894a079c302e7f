import type { CategoryParent } from '@server/db/schema';

// The public categories (tabs) and the two-level campaign and donation-recipient trees.

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
