import type { FastifyInstance } from 'fastify';

export type BackgroundTasks = ReturnType<typeof backgroundTasks>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a route starts and does not wait for (app.background.run). */
    background: BackgroundTasks;
  }
}

/**
 * Work a route starts and does not wait for, so the answer (and its timing)
 * cannot depend on it; the app waits for what is still running when it closes.
 */
export function backgroundTasks() {
  const pending = new Set<Promise<void>>();
  return {
    run(task: () => Promise<unknown>, onError: (error: unknown) => void) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => onError(error),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      await Promise.all([...pending]);
    },
  };
}

/**
 * Housekeeping of what only this process or machine sees (its temporary
 * files): `task` runs once the app is ready and then every `everyMs`, each
 * time as background work (an error is logged, never thrown), until the app
 * closes. Every instance runs it. Housekeeping of the shared database or
 * storage is a job (lib/jobs.ts), which runs once across instances.
 */
export function scheduleBackground(app: FastifyInstance, name: string, everyMs: number, task: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => app.background.run(task, (error) => app.log.error({ err: error }, `${name} failed`));
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
