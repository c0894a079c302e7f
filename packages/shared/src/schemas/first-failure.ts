import type { z } from '../zod';

/**
 * One rule of a form in the spec's order: whether it fails, the field it is
 * about (a dotted path such as 'congratInfo.2.bankNumber'), and its sentence.
 * A null is a rule that does not apply to this input.
 */
export type Check = [fails: boolean, path: string, message: string];

/**
 * Adds the first failing rule as the one issue and stops: the browser alerts
 * that sentence and focuses that field, and the server answers it as its 400,
 * so both ends say the same thing.
 */
export function firstFailure(context: z.RefinementCtx, checks: readonly (() => Check | null)[]) {
  for (const check of checks) {
    const result = check();
    if (result && result[0]) {
      context.addIssue({ code: 'custom', path: result[1].split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: result[2] });
      return;
    }
  }
}
