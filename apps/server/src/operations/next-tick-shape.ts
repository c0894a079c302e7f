import { createHook } from 'node:async_hooks';

/** One of Node's own nextTick queue entries, held for the life of the process. */
let keptEntry: object | undefined;

/**
 * Keeps Node's `process.nextTick` on V8's fast path for the life of the
 * process. The server's entry imports it before the product's other modules
 * (the bundle still evaluates the npm packages first): early enough, since
 * the harm is done while the database starts.
 *
 * Node's HTTP and stream code call `process.nextTick` about eight times per
 * answer. Each call builds its queue entry as an object literal with symbol
 * keys, and V8 remembers the entry's hidden classes in that literal's
 * feedback only weakly. A few full collections while no entry is queued (the
 * embedded database's start makes them) free those hidden classes; the next
 * entry gets new ones, the feedback turns megamorphic for good, and from then
 * on every entry is built in V8's runtime. On a read answered from memory
 * that cost about a sixth of the embedded server's rate (docs/decisions/014).
 * Holding one real entry keeps its hidden classes, and so the feedback, alive.
 *
 * The entry is caught through an async hook, enabled for that one call only:
 * it is Node's own object, whatever shape a Node version gives it.
 */
function keepNextTickShape(): void {
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') keptEntry ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => {});
  hook.disable();
}

keepNextTickShape();
