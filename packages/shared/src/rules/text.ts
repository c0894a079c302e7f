// One rule for every string a person or a program sends: no control
// characters. PostgreSQL refuses a NUL byte in text outright (the insert or
// the LIKE pattern fails), and the other C0 characters and DEL have no place
// in a name, a message or a search word. Tab and line breaks are text.

// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole job
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(text: string): boolean {
  return controlCharacter.test(text);
}

/** The text without its control characters: for names the server keeps but a person did not type (an upload's file name). */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(controlCharacter.source, 'g'), '');
}

/**
 * The path of the first string inside `value` (an object, an array or a string,
 * as JSON or a query string gives them) that holds a control character, or
 * null. Keys count too: a key is text the server may store or log.
 */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  // JSON bodies are bounded by the body limit; the depth bound keeps a
  // hostile nesting from costing more than a walk of ordinary payloads.
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findControlCharacter(value[index], [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, entry] of Object.entries(value)) {
    if (hasControlCharacters(key)) return [...path, key];
    const found = findControlCharacter(entry, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
