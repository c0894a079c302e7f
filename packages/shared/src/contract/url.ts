type QueryValue = string | number | boolean | null | undefined;

/**
 * The address of an endpoint under /api, its `:params` filled in and its
 * query in the order given (the order the server's first-screen reads are
 * written in: packages/shared first-screen.ts). Empty values are left out,
 * as a form's empty filter is.
 */
export function urlOf(endpoint: { readonly path: string }, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, QueryValue>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}
