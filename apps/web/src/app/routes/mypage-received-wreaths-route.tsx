import { useParams } from 'react-router';
import { ReceivedWreathsPage } from '@web/features/payment/pages/received-wreaths-page';
import { paths } from '../paths';

export function Component() {
  const orderNum = useParams().orderNum ?? '';
  return <ReceivedWreathsPage key={orderNum} orderNum={orderNum} ordersHref={paths.mypage.recentOrder} />;
}
