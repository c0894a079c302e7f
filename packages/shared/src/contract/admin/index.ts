import { account, adminAccount } from './account';
import { alert } from './alert';
import { audit } from './audit';
import { campaign } from './campaign';
import { campaignCategory, category, donationCategory } from './category';
import { dashboard } from './dashboard';
import { donationGroup } from './donation-group';
import { faq } from './faq';
import { inquiry } from './inquiry';
import { message } from './message';
import { invitation } from './invitation';
import { notice } from './notice';
import { partner } from './partner';
import { donationLedger, donationReceipt, payment, refundRequest } from './payment';
import { popup } from './popup';
import { settlement } from './settlement';
import { reconciliation } from './reconciliation';
import { sponsor } from './sponsor';

export * from './resource';

/**
 * The back office, by domain: every endpoint under /api/admin, for
 * administrators only but the login and logout. Most are resources
 * (adminResource: list, detail, save, delete, end, Excel), some with their
 * domain's own endpoints beside.
 */
export const admin = {
  account,
  adminAccount,
  alert,
  audit,
  campaign,
  campaignCategory,
  category,
  dashboard,
  donationCategory,
  donationGroup,
  donationLedger,
  donationReceipt,
  faq,
  inquiry,
  invitation,
  message,
  notice,
  partner,
  payment,
  popup,
  reconciliation,
  refundRequest,
  settlement,
  sponsor,
};
