import { afterEach, describe, expect, it } from 'vitest';
import { itemAt } from '@ongi/shared';
import { createAccount, createCategory } from '../seed/factories';
import { adminLoginAs, adminPassword } from '../test/admin';
import { sameOrigin } from '../test/app';
import { startInstances, type Instances } from '../test/instances';
import { redisReachable } from '../test/redis';
import { peerSilenceMs } from './public-reads';

// Issue 28, 1.5: a write waits for the other instances to empty their caches
// (lib/public-reads.ts). After an instance stopped or died, every write
// stalled a second waiting for it, for half a minute. Three instances on one
// PostgreSQL: one writes, one goes away, one stays and must still be waited for.

describe.runIf(process.env.TEST_DATABASE_URL && redisReachable)('writes after an instance goes away', () => {
  let cluster: Instances | undefined;
  afterEach(async () => {
    await cluster?.close();
    cluster = undefined;
  });

  async function threeInstances(name: string) {
    const started = await startInstances(3, { name });
    cluster = started;
    const appAt = (index: number) => itemAt(started.apps, index, 'one of the three instances').app;
    const writer = appAt(0);
    const leaving = appAt(1);
    const staying = appAt(2);
    const admin = await createAccount(started.db, { username: `${name.replace(/\W/g, '')}admin`.slice(0, 16), password: adminPassword, roleType: 'ADMIN' });
    const cookie = await adminLoginAs(writer, admin.username);
    const { categorySeq } = await createCategory(started.db, { name: '떠난 서버', categoryParent: 'faq', useYn: 'Y' });
    const titles = async (app: typeof writer) =>
      ((await app.inject({ method: 'GET', url: '/api/faq/get-list?page=1' })).json() as { content: Array<{ title: string }> }).content.map((row) => row.title);
    /** A question saved through the writer, with whom its invalidation waited for; the staying instance has read the list from memory before. */
    const write = async (title: string) => {
      await titles(staying);
      const saved = await writer.inject({
        method: 'POST',
        url: '/api/admin/faq/save',
        headers: { ...sameOrigin, cookie },
        payload: { faqSeq: -1, categorySeq, title, content: '답변' },
      });
      expect(saved.statusCode).toBe(200);
      // The instance that stayed shows the new question at once: it was waited for.
      expect(await titles(staying)).toContain(title);
      return writer.publicReads.lastAnnouncement;
    };
    const ids = { leaving: leaving.publicReads.id, staying: staying.publicReads.id };
    expect(await write('모두 있을 때')).toEqual({ waitedFor: expect.arrayContaining([ids.leaving, ids.staying]), unanswered: [] });
    return { writer, leaving, ids, write };
  }

  it('an instance that stops says goodbye, and the next write waits only for the one still running', async () => {
    const { writer, ids, write } = await threeInstances('peers-goodbye');
    await cluster!.stop(1);
    // Heard as soon as the goodbye arrives, long before a heartbeat would be missed.
    await expect.poll(() => writer.publicReads.livePeers()).toEqual([ids.staying]);
    expect(await write('하나가 멈춘 뒤')).toEqual({ waitedFor: [ids.staying], unanswered: [] });
  });

  it('an instance that dies without a word costs one write its wait at most, and is not waited for again', async () => {
    const { leaving, ids, write } = await threeInstances('peers-crash');
    // What a kill -9 looks like to the others: no more acknowledgements, no heartbeat, no goodbye.
    await leaving.publicReads.stop({ sayGoodbye: false });
    const first = await write('하나가 죽은 뒤 처음');
    expect(first?.waitedFor).toEqual(expect.arrayContaining([ids.leaving, ids.staying]));
    expect(first?.unanswered).toEqual([ids.leaving]);
    expect(await write('하나가 죽은 뒤 두 번째')).toEqual({ waitedFor: [ids.staying], unanswered: [] });
  });

  it('an instance not heard from for three heartbeats is dropped before any write waits for it', async () => {
    const { writer, leaving, ids, write } = await threeInstances('peers-silent');
    await leaving.publicReads.stop({ sayGoodbye: false });
    // The staying instance's heartbeats keep it; the silent one is dropped once its heartbeats are missed.
    await expect.poll(() => writer.publicReads.livePeers(), { timeout: peerSilenceMs + 4000, interval: 200 }).toEqual([ids.staying]);
    expect(await write('조용해진 뒤')).toEqual({ waitedFor: [ids.staying], unanswered: [] });
  });
});
