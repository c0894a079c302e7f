import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import type { Storage } from '@server/integrations/storage/local';
import { orderAdminRoutes } from './admin';
import { invitationFormRoutes } from './form-routes';
import { invitationLifecycleRoutes } from './lifecycle-routes';
import { invitationLinkPreviewRoutes } from './link-preview-routes';
import type { CreationLimits } from './limits';
import type { CreatedOrder } from './save';
import { invitationPageRoutes } from './page-routes';
import { invitationRoutes } from './routes';
import { invitationVerifyRoutes } from './verify-routes';
import { invitationViewRoutes } from './view-routes';

export interface InvitationModuleOptions {
  db: Database;
  storage: Storage;
  /** The built web app, whose invitation.html is the guest page's shell. */
  webDist?: string;
  publicUrl: string;
  productName: string;
  kakaoJsKey?: string;
  /** Counts guest page views (modules/host). */
  guestViews?: { count(publicNum: string, userAgent: string | undefined): void };
  /** Invitations a host may make in an hour (INVITATION_CREATE_PER_ADDRESS, _PER_PHONE, _PER_MEMBER). */
  creationLimits: CreationLimits;
  /** Told of each invitation made, once committed (the non-member's order guide, modules/message). */
  onCreated?: (order: CreatedOrder) => Promise<void>;
}

/**
 * Wedding invitations and funeral notices: making and editing them, the
 * guest's page (its data, its calendar entry and its server-filled shell),
 * and the orders of a member or non-member.
 */
export const invitationModule = domainModule<InvitationModuleOptions>([
  ['/api/invitation', invitationRoutes],
  ['/api/invitation', invitationFormRoutes],
  ['/api/invitation', invitationViewRoutes],
  ['/api/invitation', invitationLifecycleRoutes],
  ['/api/invitation', invitationVerifyRoutes],
  ['/invitation', invitationPageRoutes],
  ['/og', invitationLinkPreviewRoutes],
  ['/api/admin/invitation/wedding', orderAdminRoutes('wedding')],
  ['/api/admin/invitation/funeral', orderAdminRoutes('funeral')],
]);

// For the seed and the tests' factories: an order's two numbers, issued as the product issues them.
export { issueNumbers, type InvitationNumbers } from './numbers';

// For the kiosk screen: the same lookup by the public number as the guest page, and each kind's public view.
export { publicInvitation, type PublicInvitation } from './view';
export { funeralViewOf } from './funeral';
export { weddingViewOf } from './wedding';
export { findByPublicNum } from './store';

// For the payment start: whether the host's choices still take a wreath, and the private invitation's answer;
// for the kiosk's settings, the host's order with the owner check of 공개·보관 설정.
export { closedError, hostOrder, wreathRefusal } from './lifecycle';

// For 참석 의사 (modules/rsvp): a read-only invitation takes no new answers either.
export { isArchived } from './lifecycle';
