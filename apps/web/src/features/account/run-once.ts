/**
 * A provider's code can be exchanged only once, and React's StrictMode runs
 * effects twice in development: every effect run for the same key shares one
 * request, and only the run still mounted acts on its answer.
 */
const runs = new Map<string, Promise<unknown>>();

export function runOnce<T>(key: string, task: () => Promise<T>): Promise<T> {
  let run = runs.get(key) as Promise<T> | undefined;
  if (!run) {
    run = task();
    runs.set(key, run);
  }
  return run;
}
