import type { PartnerType } from '@server/db/schema';

// Wedding halls and funeral homes. Names are invented; addresses are real
// streets so maps and address searches behave.

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
