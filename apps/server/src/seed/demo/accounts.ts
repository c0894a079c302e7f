// The demo member's profile and the other members. People are invented.

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
