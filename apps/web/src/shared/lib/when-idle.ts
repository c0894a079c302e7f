/** Runs `run` when the browser has a free moment (within 2 s at the latest); the returned function calls it off. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: the next turn stands in.
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
}

/** Resolves at the browser's next free moment: a long piece of background work awaits it between steps, so a tap or a frame is not kept waiting. */
export function untilIdle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve));
}
