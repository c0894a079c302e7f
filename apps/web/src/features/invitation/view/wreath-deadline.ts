import type { InvitationView } from '@ongi/shared';

type ViewCampaign = NonNullable<InvitationView['campaign']>;

/** Whether the host's choice (after the event, the archive date) has stopped the wreaths by now. */
export function stoppedByHost(campaign: ViewCampaign, now = Date.now()): boolean {
  return campaign.wreathsUntil !== null && now >= Date.parse(campaign.wreathsUntil);
}

/**
 * Whether a wreath can be sent now: the campaign takes them, and the host's
 * choice has not stopped them yet. The moment is checked here too, as a page
 * opened before it may still be open, or served from a cache made before it.
 */
export function takesWreathsNow(campaign: ViewCampaign | null, now = Date.now()): boolean {
  return campaign?.takesWreaths === true && !stoppedByHost(campaign, now);
}
