import type { App } from '../app';
import { sameOrigin } from './app';

type InjectResponse = Awaited<ReturnType<App['inject']>>;

/**
 * A browser's cookie jar around app.inject, for tests only: it keeps what
 * Set-Cookie gives and forgets what it clears, so a test walks the OAuth round
 * trip (state cookie, kept profile, session) the way a browser would.
 */
export class TestBrowser {
  readonly jar = new Map<string, string>();

  constructor(private readonly app: App) {}

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.absorb(await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader(), ...headers } }));
  }

  async post(url: string, payload?: object, headers: Record<string, string> = {}) {
    return this.absorb(await this.app.inject({ method: 'POST', url, payload, headers: { ...sameOrigin, cookie: this.cookieHeader(), ...headers } }));
  }

  private absorb(response: InjectResponse): InjectResponse {
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const cleared = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (cleared) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, encodeURIComponent(cookie.value));
    }
    return response;
  }
}
