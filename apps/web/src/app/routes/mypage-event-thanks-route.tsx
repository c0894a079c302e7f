import { useParams } from 'react-router';
import { ThanksEditorPage } from '@web/features/thanks/pages/thanks-editor-page';
import { paths } from '../paths';

export function Component() {
  const orderNum = useParams().orderNum ?? '';
  return <ThanksEditorPage key={orderNum} orderNum={orderNum} ordersHref={paths.mypage.recentOrder} />;
}
