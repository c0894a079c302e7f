import { paymentCollectedItems } from '@ongi/shared';
import { effectiveDate, type LegalDoc, type LegalParties } from './types';

/** 환불 정책: what a payer may get back, how to ask (the receipt lookup's 환불 요청) and how long it takes; the terms' 제10조 spelled out. */
export function refundPolicy(p: LegalParties): LegalDoc {
  return {
    title: '환불 정책',
    effectiveDate: effectiveDate.text,
    effectiveDateIso: effectiveDate.iso,
    intro: [
      `${p.companyName}의 ${p.productName} 디지털 기부화환 결제를 취소하거나 환불받는 방법입니다. 이용약관 제10조(청약철회와 환불)와 제11조(환불 계좌)를 알기 쉽게 풀어 쓴 것입니다.`,
    ],
    sections: [
      {
        id: 'refund-when',
        title: '1. 환불받을 수 있는 경우',
        blocks: [
          {
            list: [
              '결제한 날부터 7일 이내이고, 메시지가 초대장이나 행사장 키오스크 화면에 아직 표시되지 않은 경우: 전액 환불',
              '행사가 취소된 경우, 회사의 잘못으로 메시지가 표시되지 않은 경우, 같은 결제가 두 번 된 경우: 기간과 관계없이 전액 환불',
              '메시지가 이미 표시된 뒤에는 디지털 콘텐츠의 제공이 시작되어 청약철회가 제한됩니다(전자상거래법 제17조 제2항 제5호).',
            ],
          },
        ],
      },
      {
        id: 'refund-how',
        title: '2. 환불을 요청하는 방법',
        blocks: [
          '홈 화면의 결제 내역 조회에서 결제번호, 결제하신 분의 이름과 휴대폰 번호로 영수증을 찾은 뒤 ‘환불 요청’을 눌러 사유와 연락받을 곳을 남겨 주세요. 요청이 어떻게 처리되었는지(요청됨, 환불 완료, 거절과 그 사유)는 같은 조회 화면에서 확인할 수 있습니다.',
          `고객센터(${p.phone}, ${p.hours})나 1:1 문의로도 요청하실 수 있습니다.`,
        ],
      },
      {
        id: 'refund-time',
        title: '3. 처리 기간과 방법',
        blocks: [
          '요청을 받은 날부터 3영업일 이내에 확인하고, 승인하면 결제를 전액 취소합니다. 카드 결제의 취소가 카드 명세서에 반영되기까지는 카드사에 따라 3~7영업일이 더 걸릴 수 있습니다.',
          '결제 수단으로 되돌려 드릴 수 없는 경우에만 본인 명의 환불 계좌로 보내 드립니다.',
          '기부처에 이미 전달된 기부금은 돌려받을 수 없으므로, 전달 뒤에는 그 금액을 뺀 나머지를 환불할 수 있습니다. 이 경우 환불 전에 금액과 사유를 알려 드립니다.',
        ],
      },
      {
        id: 'refund-collected',
        title: '4. 결제할 때 받는 정보',
        blocks: [
          `디지털 기부화환을 결제할 때 ${paymentCollectedItems.join(', ')}를 받습니다. 결제와 영수증 조회, 환불, 기부금 영수증 발급 안내에만 쓰며, 관련 법령에 따라 5년간 보관한 뒤 파기합니다. 자세한 내용은 개인정보처리방침을 따릅니다.`,
        ],
      },
    ],
  };
}
