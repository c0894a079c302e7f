import { WreathMessagesPage } from '@web/features/payment/pages/wreath-messages-page';

export function Component() {
  return <WreathMessagesPage />;
}
