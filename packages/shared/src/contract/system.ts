import { z } from '../zod';
import { endpoint } from './endpoint';

const checkSchema = z.enum(['ok', 'failed']);
const checksSchema = z.object({ database: checkSchema, redis: checkSchema.optional(), storage: checkSchema.optional() });

/** Readiness: the database must answer; Redis and the storage, when configured, only make it degraded. */
const readinessSchema = z.object({ status: z.enum(['ok', 'degraded']), checks: checksSchema });

/**
 * The probes of a load balancer or an orchestrator (the metrics have a
 * listener of their own, outside /api).
 */
export const system = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: '살아 있음: 프로세스가 요청에 답하면 200 (데이터베이스는 /api/ready가 봄)',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    access: 'public',
    summary: '요청을 받을 준비: 데이터베이스가 답하면 200, Redis·저장소가 안 되면 200과 degraded, 데이터베이스가 안 되면 503',
    // The 503 says which check failed, besides the sentence.
    responses: { 200: readinessSchema, 503: z.object({ message: z.string(), checks: checksSchema }) },
  }),
};
