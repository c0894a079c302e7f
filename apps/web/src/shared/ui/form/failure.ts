// Pure parts of the form kit: which failure comes first and which control
// stands for it. No React and no DOM here, so they are unit tested as they are.

/** One failure to tell: the field's path ('congratInfo.2.bankNumber') and its sentence. */
export interface Failure {
  path: string;
  message: string;
}

const isLeaf = (node: Record<string, unknown>) => typeof node.message === 'string' && typeof node.type === 'string';

function walk(node: unknown, path: readonly string[]): Failure | null {
  if (!node || typeof node !== 'object') return null;
  const record = node as Record<string, unknown>;
  if (isLeaf(record)) return { path: path.join('.'), message: record.message as string };
  // Arrays list their rows in order (holes skipped), then an error of the whole array under 'root'.
  for (const key of Object.keys(record)) {
    if (key === 'ref' || key === 'types') continue;
    // A form-level 'root' (the kit's own server sentence) is not a field; an array's 'root' is the array.
    if (key === 'root' && path.length === 0) continue;
    const found = walk(record[key], key === 'root' ? path : [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * The first failure among react-hook-form's errors as the zod resolver left
 * them. The shared schemas report one issue, the first failing rule in the
 * spec's order; a schema that reports several (a type error per field) has
 * them in the order of its fields, and the resolver keeps that order.
 */
export function firstFailureOf(errors: unknown): Failure | null {
  return walk(errors, []);
}

/** A form's say on which control stands for a failing path: another path, or an element (a button, a picker). */
export type FocusTarget = string | HTMLElement | null | undefined;
export type FocusRule<V> = string | ((values: V, path: string) => FocusTarget);
/**
 * Keyed by path; a '*' segment matches any one segment ('congratInfo.*.bankName'),
 * and a string rule's own '*' segments take what they matched, in order.
 */
export type FocusRules<V> = Readonly<Record<string, FocusRule<V>>>;

/** The segments a '*' pattern matched in `path`, or null when it does not match. */
export function matchPath(pattern: string, path: string): string[] | null {
  const want = pattern.split('.');
  const have = path.split('.');
  if (want.length !== have.length) return null;
  const wild: string[] = [];
  for (const [index, segment] of want.entries()) {
    const actual = have[index];
    if (actual === undefined || (segment !== '*' && segment !== actual)) return null;
    if (segment === '*') wild.push(actual);
  }
  return wild;
}

/** Where the focus goes for a failing path: the form's rule for it (exact first, then a pattern), else the path itself. */
export function focusTargetOf<V>(path: string, rules: FocusRules<V> | undefined, values: V): FocusTarget {
  if (!rules) return path;
  let rule: FocusRule<V> | undefined = rules[path];
  let wild: string[] = [];
  if (rule === undefined) {
    for (const [pattern, candidate] of Object.entries(rules)) {
      const matched = pattern.includes('*') ? matchPath(pattern, path) : null;
      if (matched) {
        rule = candidate;
        wild = matched;
        break;
      }
    }
  }
  if (rule === undefined) return path;
  if (typeof rule === 'function') return rule(values, path);
  let next = 0;
  return rule
    .split('.')
    .map((segment) => (segment === '*' && next < wild.length ? wild[next++] : segment))
    .join('.');
}

/** A control's value as the focus rules read it: is it still empty? */
export interface NamedControl {
  name: string;
  type?: string;
  value: string;
  checked?: boolean;
}

/**
 * Among a form's named controls, the one to focus for `path`: the control of
 * that name (the checked radio of a group, else its first), else the first
 * empty control under it ('birthday' → birthday.year, .month or .day,
 * whichever is missing first), else the first under it.
 */
export function pickControl<C extends NamedControl>(controls: readonly C[], path: string): C | undefined {
  const exact = controls.filter((control) => control.name === path);
  if (exact.length > 0) return exact.find((control) => control.type === 'radio' && control.checked) ?? exact[0];
  const inside = controls.filter((control) => control.name.startsWith(`${path}.`));
  return inside.find((control) => control.value === '') ?? inside[0];
}
