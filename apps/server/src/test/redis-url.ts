/** The machine's Redis for tests (TEST_REDIS_URL to use another). Apart from test/redis.ts, which the global setup cannot import. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
