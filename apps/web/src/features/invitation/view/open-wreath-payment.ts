import type { InvitationView } from '@ongi/shared';

/**
 * '디지털 기부화환 보내기'. The payment modal (amount, campaign name,
 * invitation) comes with the payment work; until then the guest reads about
 * the campaign in a new tab. The payment work replaces this one function.
 */
export function openWreathPayment(view: InvitationView) {
  if (!view.campaign) return;
  window.open(`/campaign/campaign-dtl/${view.campaign.campaignSeq}`, '_blank', 'noopener');
}
