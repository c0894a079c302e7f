import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { hostQueries } from '@web/features/host/api';
import { ThanksEditorPage } from '@web/features/thanks/pages/thanks-editor-page';
import { paths } from '../paths';

export function Component() {
  const orderNum = useParams().orderNum ?? '';
  const queryClient = useQueryClient();
  // Sending marks the senders '감사 인사 보냄' on the host's page.
  const onThanksSent = () => {
    void queryClient.invalidateQueries({ queryKey: hostQueries.event(orderNum).queryKey });
    void queryClient.invalidateQueries({ queryKey: hostQueries.wreathLists(orderNum) });
  };
  return <ThanksEditorPage key={orderNum} orderNum={orderNum} ordersHref={paths.mypage.recentOrder} onThanksSent={onThanksSent} />;
}
