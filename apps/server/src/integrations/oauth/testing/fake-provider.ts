import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { OAuthProvider } from '@ongi/shared';

// A stand-in for Naver's and Kakao's OAuth2 servers, for tests only: the
// documented endpoints, answers and error habits (INTEGRATIONS.md), on
// 127.0.0.1 with a random port. The real clients are pointed at it through
// their configured bases, so every byte they send crosses real HTTP.

/** A person at the provider. */
export interface FakePerson {
  id: string;
  name?: string;
  email?: string;
  /** Kakao only: whether Kakao verified the address (default true). */
  emailVerified?: boolean;
  /** As the provider formats it: Naver '010-1234-5678', Kakao '+82 10-1234-5678'. */
  mobile?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  query: URLSearchParams;
  form: URLSearchParams;
}

interface Grant {
  provider: OAuthProvider;
  person: FakePerson;
  redirectUri: string;
  used: boolean;
}

type Answer = { status: number; body: unknown };

export const fakeClients = {
  naver: { id: 'naver-client-id', secret: 'naver-client-secret' },
  kakao: { id: 'kakao-client-id', secret: 'kakao-client-secret' },
} as const;

export class FakeOAuthProvider {
  readonly requests: RecordedRequest[] = [];
  private readonly grants = new Map<string, Grant>();
  private readonly tokens = new Map<string, FakePerson>();
  private readonly consents: Record<OAuthProvider, FakePerson[]> = { naver: [], kakao: [] };
  private readonly sabotage: { token?: Answer; profile?: Answer } = {};

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeOAuthProvider> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeOAuthProvider(server, `http://127.0.0.1:${port}`);
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
      fake.handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
    });
    return fake;
  }

  /** Environment that points both real clients at this fake. */
  env(): Record<string, string> {
    return {
      NAVER_CLIENT_ID: fakeClients.naver.id,
      NAVER_CLIENT_SECRET: fakeClients.naver.secret,
      NAVER_AUTH_BASE: this.url,
      NAVER_API_BASE: this.url,
      KAKAO_CLIENT_ID: fakeClients.kakao.id,
      KAKAO_CLIENT_SECRET: fakeClients.kakao.secret,
      KAKAO_AUTH_BASE: this.url,
      KAKAO_API_BASE: this.url,
    };
  }

  /** The next visit to the provider's authorize page is this person saying yes. */
  willConsent(provider: OAuthProvider, person: FakePerson) {
    this.consents[provider].push(person);
  }

  /** A code as if the person had consented and come back to redirectUri. */
  issueCode(provider: OAuthProvider, person: FakePerson, redirectUri: string): string {
    const code = randomBytes(12).toString('base64url');
    this.grants.set(code, { provider, person, redirectUri, used: false });
    return code;
  }

  /** The next token request gets this answer instead of the real one. */
  answerNextToken(answer: Answer) {
    this.sabotage.token = answer;
  }

  /** The next profile request gets this answer instead of the real one. */
  answerNextProfile(answer: Answer) {
    this.sabotage.profile = answer;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      headers: request.headers,
      query: url.searchParams,
      form: new URLSearchParams(raw),
    };
    this.requests.push(recorded);
    const send = ({ status, body }: Answer) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
    };

    const route = `${recorded.method} ${url.pathname}`;
    switch (route) {
      case 'GET /oauth2.0/authorize':
        return this.authorize('naver', recorded, response);
      case 'GET /oauth/authorize':
        return this.authorize('kakao', recorded, response);
      case 'POST /oauth2.0/token':
        return send(this.takeSabotage('token') ?? this.token('naver', recorded));
      case 'POST /oauth/token':
        return send(this.takeSabotage('token') ?? this.token('kakao', recorded));
      case 'GET /v1/nid/me':
        return send(this.takeSabotage('profile') ?? this.profile('naver', recorded));
      case 'GET /v2/user/me':
        return send(this.takeSabotage('profile') ?? this.profile('kakao', recorded));
      default:
        return send({ status: 404, body: { error: 'not_found' } });
    }
  }

  private takeSabotage(kind: 'token' | 'profile'): Answer | undefined {
    const answer = this.sabotage[kind];
    delete this.sabotage[kind];
    return answer;
  }

  private authorize(provider: OAuthProvider, request: RecordedRequest, response: http.ServerResponse) {
    const q = request.query;
    const person = this.consents[provider].shift();
    const redirectUri = q.get('redirect_uri');
    if (q.get('response_type') !== 'code' || q.get('client_id') !== fakeClients[provider].id || !redirectUri || !q.get('state') || !person) {
      response.writeHead(400).end('bad authorize request');
      return;
    }
    const code = this.issueCode(provider, person, redirectUri);
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state')!);
    response.writeHead(302, { location: back.toString() }).end();
  }

  private token(provider: OAuthProvider, request: RecordedRequest): Answer {
    const form = request.form;
    const grant = this.grants.get(form.get('code') ?? '');
    const clientOk =
      form.get('grant_type') === 'authorization_code' &&
      form.get('client_id') === fakeClients[provider].id &&
      form.get('client_secret') === fakeClients[provider].secret;
    const formEncoded = String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded');
    const grantOk =
      grant !== undefined &&
      !grant.used &&
      grant.provider === provider &&
      // Naver needs the state back; Kakao checks the redirect URI the code was issued for.
      (provider === 'naver' ? Boolean(form.get('state')) : form.get('redirect_uri') === grant.redirectUri);
    if (!clientOk || !formEncoded || !grantOk) {
      // Naver reports errors with status 200; Kakao with 400 and a KOE code.
      return provider === 'naver'
        ? { status: 200, body: { error: 'invalid_request', error_description: 'no valid data in session' } }
        : { status: 400, body: { error: 'invalid_grant', error_code: 'KOE320', error_description: 'authorization code not found' } };
    }
    grant.used = true;
    const accessToken = randomBytes(16).toString('base64url');
    this.tokens.set(accessToken, grant.person);
    return { status: 200, body: { access_token: accessToken, refresh_token: 'refresh', token_type: 'bearer', expires_in: 3600 } };
  }

  private profile(provider: OAuthProvider, request: RecordedRequest): Answer {
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const person = bearer ? this.tokens.get(bearer) : undefined;
    if (provider === 'naver') {
      if (!person) return { status: 401, body: { resultcode: '024', message: 'Authentication failed' } };
      return {
        status: 200,
        body: { resultcode: '00', message: 'success', response: { id: person.id, email: person.email, name: person.name, mobile: person.mobile } },
      };
    }
    if (!person) return { status: 401, body: { msg: 'this access token does not exist', code: -401 } };
    return {
      status: 200,
      body: {
        id: Number(person.id),
        connected_at: new Date().toISOString(),
        kakao_account: {
          profile: { nickname: person.name },
          email: person.email,
          is_email_valid: true,
          is_email_verified: person.emailVerified ?? true,
          phone_number: person.mobile,
        },
      },
    };
  }
}
