import type { MyOrderLinks } from '@web/features/invitation/links';
import { paths } from '../paths';

/** Where my-order rows lead (recent orders and the order list share them). */
export const myOrderLinks: MyOrderLinks = {
  invitationView: paths.invitationView,
  weddingEdit: paths.weddingEdit,
  funeralEdit: paths.funeralEdit,
  wedding: paths.wedding,
  funeral: paths.funeral,
  orderList: paths.mypage.orderList,
  cancelList: paths.mypage.cancelList,
  event: paths.mypage.event,
  lifecycleSettings: paths.mypage.eventSettings,
  kiosk: (publicNum, kioskStyle) => paths.kiosk(publicNum, kioskStyle === null ? {} : { kioskStyle }),
};
