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
    answer:
      '안녕하세요, 온기입니다.<br>현재는 사진을 삭제한 뒤 원하는 순서로 다시 추가하셔야 합니다. 순서 변경 기능은 다음 업데이트에 반영할 예정입니다. 불편을 드려 죄송합니다.',
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
    answer:
      '안녕하세요, 온기입니다.<br>확인해 보니 첫 번째 결제는 카드사 승인 전에 실패 처리되어 청구되지 않았습니다. 카드사 문자에 승인 취소가 함께 안내되었을 거예요.',
  },
];
