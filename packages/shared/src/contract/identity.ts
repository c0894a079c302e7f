import { z } from '../zod';
import { identityConfirmResultSchema, identityConfirmSchema, identityPrepareSchema, identityRequestSchema, sandboxIdentitySchema } from '../schemas/member';
import { endpoint } from './endpoint';

/** What the sandbox window learns once it has recorded the person's answer. */
const sandboxAnswerResultSchema = z.object({ identityVerificationId: z.string(), status: z.enum(['VERIFIED', 'FAILED']) });

/**
 * Identity verification (본인인증) for signup, finding an ID and a
 * non-member's orders: the server prepares and confirms, the provider
 * (PortOne, or the sandbox window without its keys) sits between. 503 when
 * verification is off.
 */
export const identity = {
  prepare: endpoint({
    method: 'POST',
    path: '/identity/prepare',
    access: 'public',
    summary: '본인인증 준비 (인증 아이디 발급)',
    body: identityRequestSchema,
    responses: { 200: identityPrepareSchema },
    errors: [403, 429],
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/identity/confirm',
    access: 'public',
    summary: '본인인증 결과 확인 (서버가 인증 기관에 조회)',
    body: identityConfirmSchema,
    responses: { 200: identityConfirmResultSchema },
    // 502: the provider did not answer.
    errors: [403, 502],
  }),
  sandboxAnswer: endpoint({
    method: 'POST',
    path: '/sandbox/identity-verifications/:identityVerificationId',
    access: 'public',
    summary: '샌드박스 본인인증 창의 응답 (PortOne 키가 없을 때만)',
    params: z.object({ identityVerificationId: z.string().min(1).max(100) }),
    body: sandboxIdentitySchema,
    responses: { 200: sandboxAnswerResultSchema },
    // 404 when PortOne's keys are configured: there is no sandbox then.
    errors: [403, 404],
    hidden: true,
  }),
};
