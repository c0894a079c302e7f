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
