import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages, phoneDigits } from '@ongi/shared';
import { HttpError } from '@server/lib/http-error';
import { isMember, type InvitationHost } from './save';

/**
 * How many invitations one host may make in an hour (INVITATION_CREATE_PER_*):
 * a non-member by their address and by the phone number they give, a member
 * by their account. Enough for a family (a wedding, a funeral, a second try),
 * not for a script filling the disk with photos.
 */
export interface CreationLimits {
  perAddress: number;
  perPhone: number;
  perMember: number;
}

const hour = 60 * 60 * 1000;

/**
 * The creation limits, counted by the rate-limit plugin's store (in Redis
 * when REDIS_URL is set, so every instance counts together). A creation is
 * counted once its form has passed every check but before any photo is
 * decoded or stored, so a refused form costs the host nothing; a host
 * already at their limit is refused before a byte of their photos is read.
 */
export function creationLimits(app: FastifyInstance, limits: CreationLimits) {
  const phones = new WeakMap<FastifyRequest, string>();
  const byMember = app.createRateLimit({
    max: limits.perMember,
    timeWindow: hour,
    keyGenerator: (request) => `invitation-create:member:${request.session?.user?.accountSeq ?? ''}`,
  });
  const byAddress = app.createRateLimit({ max: limits.perAddress, timeWindow: hour, keyGenerator: (request) => `invitation-create:address:${request.ip}` });
  const byPhone = app.createRateLimit({
    max: limits.perPhone,
    timeWindow: hour,
    keyGenerator: (request) => `invitation-create:phone:${phones.get(request) ?? ''}`,
  });

  return {
    /** Before the form is read: 429 when this member or address has no creation left this hour. */
    async beforeReading(request: FastifyRequest): Promise<void> {
      const member = isMember(request.session?.user);
      const state = await (member ? byMember : byAddress)(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) throw new HttpError(429, messages.invitation.tooManyCreated);
    },
    /** Counts one creation of this request's host (createInvitation's `admit`): 429 when a limit is reached, counting nothing then. */
    admit(request: FastifyRequest) {
      return async (host: InvitationHost): Promise<void> => {
        if (host.member) {
          const state = await byMember(request);
          if (!state.isAllowed && state.isExceeded) throw new HttpError(429, messages.invitation.tooManyCreated);
          return;
        }
        phones.set(request, phoneDigits(host.phone));
        // Both looked at before either counts: a creation refused for the phone does not use up the address's.
        const [address, phone] = await Promise.all([byAddress(request, { increment: false }), byPhone(request, { increment: false })]);
        if (!address.isAllowed && address.remaining === 0) throw new HttpError(429, messages.invitation.tooManyCreated);
        if (!phone.isAllowed && phone.remaining === 0) throw new HttpError(429, messages.invitation.tooManyForPhone);
        const counted = await Promise.all([byAddress(request), byPhone(request)]);
        // Two creations racing for the last place: the later one is refused.
        if (counted.some((state) => !state.isAllowed && state.isExceeded)) throw new HttpError(429, messages.invitation.tooManyCreated);
      };
    },
  };
}
