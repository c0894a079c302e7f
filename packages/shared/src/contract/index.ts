import { account } from './account';
import { admin } from './admin';
import { campaign } from './campaign';
import { campaignCategory } from './campaign-category';
import { category } from './category';
import { donationCategory } from './donation-category';
import { donationGroup } from './donation-group';
import { faq } from './faq';
import { inquiry } from './inquiry';
import { notice } from './notice';
import { partner } from './partner';
import { popup } from './popup';
import { review } from './review';
import { sponsor } from './sponsor';
import { file } from './file';
import { invitation } from './invitation';
import { place } from './place';
import { kiosk } from './kiosk';
import { payment } from './payment';
import { identity } from './identity';
import { oauth } from './oauth';
import { site } from './site';
import { system } from './system';
import { thanks } from './thanks';
import { host } from './host';
import { guestbook } from './guestbook';
import { rsvp } from './rsvp';
import { settlement } from './settlement';

export * from './endpoint';
export * from './admin/resource';

/**
 * Every endpoint of the API, declared once by domain (one file per domain,
 * named as the server's module and the web's feature are). The server
 * registers its handlers from these (apps/server/src/lib/contract-route.ts),
 * the web calls them through `call` (apps/web/src/shared/lib/api.ts), and the
 * API document is generated from them: a path or answer changed here fails
 * the typecheck of both sides.
 */
export const contract = {
  account,
  admin,
  campaign,
  review,
  sponsor,
  donationGroup,
  notice,
  faq,
  inquiry,
  popup,
  partner,
  category,
  campaignCategory,
  donationCategory,
  invitation,
  place,
  file,
  kiosk,
  payment,
  identity,
  oauth,
  site,
  system,
  thanks,
  host,
  guestbook,
  rsvp,
  settlement,
};
