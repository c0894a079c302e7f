import { WreathMessagesPage } from '../../features/payment/pages/wreath-messages-page';

export function Component() {
  return <WreathMessagesPage />;
}
