import { z } from '../zod';
import { messageSchema } from '../schemas/account';

/**
 * Who may call an endpoint. The server refuses to start with a route that
 * declares none, so no route is open by accident.
 * - public: anyone
 * - member: any logged-in session, including a non-member's one-order session
 * - normal: members and administrators (roleType NORMAL or ADMIN)
 * - admin: administrators only
 */
export type Access = 'public' | 'member' | 'normal' | 'admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses an endpoint may fail with, each answered as `{ message }` in Korean. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * What any endpoint may answer besides its own: a bad request (the input
 * guard reads every query, even of a route without one), a server error and
 * a database that is away (the calm 503); and, behind a login, 401 and 403.
 */
const alwaysPossible = [400, 500, 503] as const;
const behindLogin = [401, 403] as const;
/** A body too large for the server's limit, or not of a type it reads. */
const withBody = [413, 415] as const;

type Always = (typeof alwaysPossible)[number];
type BehindLogin = (typeof behindLogin)[number];
type WithBody = (typeof withBody)[number];

/** What is written once per endpoint: the request, the answer per status, who may call it. */
export interface EndpointSpec {
  readonly method: Method;
  /** Under /api, as the browser asks it: '/campaign/get-list', '/invitation/view/:publicNum'. */
  readonly path: `/${string}`;
  readonly access: Access;
  /** One Korean line for the API document. */
  readonly summary: string;
  /** More for the API document, when one line is not enough (a limit, the parts of a multipart form). */
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. A multipart form is read by its handler as it streams: `multipart: true` instead. */
  readonly body?: z.ZodType;
  readonly multipart?: true;
  /** The answer per success status. An answer that is not JSON (a file, an event stream, a redirect) says so with `answer`. */
  readonly responses: { readonly [status: number]: z.ZodType };
  /** Failures this endpoint has besides those every endpoint may have (404 for an unknown number, 429 when limited). */
  readonly errors?: readonly ErrorStatus[];
  /** Not JSON: the browser follows it as a link, an image, a download or an EventSource (`urlOf`), never through `call`. Its success answer is `notJson`. */
  readonly answer?: 'file' | 'stream' | 'redirect' | 'html';
  /** Left out of the API document (the sandbox's stand-ins for outside services). */
  readonly hidden?: true;
}

/** The success answer of an endpoint that is not JSON (a file, an event stream, a page, a redirect). */
export const notJson = z.unknown().meta({ description: 'JSON이 아닌 응답: 파일, 이벤트 스트림, 페이지 또는 다른 주소로 이동' });

type ErrorAnswers<S extends EndpointSpec> = {
  readonly [
    K in
      | Always
      | (S['access'] extends 'public' ? never : BehindLogin)
      | (S extends { body: z.ZodType } | { multipart: true } ? WithBody : never)
      | (S extends { errors: ReadonlyArray<infer E extends ErrorStatus> } ? E : never)
  ]: typeof messageSchema;
};

/** Any declared endpoint, for code that takes one whatever it is (the route helper, the client, the tests). */
export type AnyEndpoint = EndpointSpec & { readonly tags: readonly [string] };

/** An endpoint as the server registers it and the web calls it: its own answers and the failures it may have. */
export type Endpoint<S extends EndpointSpec> = Omit<S, 'responses'> & {
  readonly responses: S['responses'] & ErrorAnswers<S>;
  /** The tag of the API document: the domain, the path's first segment (the back office's: admin-faq, its first two). */
  readonly tags: readonly [string];
};

/** Declares an endpoint once: the server registers its handler from it and the web calls it through it. */
export function endpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  const failures = [
    ...alwaysPossible,
    ...(spec.access === 'public' ? [] : behindLogin),
    ...(spec.body || spec.multipart ? withBody : []),
    ...(spec.errors ?? []),
  ];
  const responses: Record<number, z.ZodType> = { ...spec.responses };
  for (const status of failures) responses[status] ??= messageSchema;
  const [, first = '', second] = spec.path.split('/');
  // The back office is some twenty domains under /admin: each keeps its own group in the document.
  const tag = first === 'admin' && second ? `admin-${second}` : first;
  return { ...spec, responses, tags: [tag] } as unknown as Endpoint<S>;
}

/** Carries a route's declaration as a type only (see Route). */
declare const declaration: unique symbol;

/**
 * What the browser needs of an endpoint at run time: its method and path.
 * The rest of its declaration (input and answer schemas) rides along as a
 * type only, so `call` is typed by it while the web's bundle holds none of
 * the answer schemas. The route tables under src/routes are generated from
 * the contract (`npm run contract:routes`) and typed against it: a path or
 * method that differs fails the typecheck.
 */
export interface Route<E extends AnyEndpoint = AnyEndpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly [declaration]?: E;
}

/** A domain's route table, shaped as its declarations: each endpoint a Route, other values (a resource's label) as they are. */
export type RoutesOf<C> = { readonly [K in keyof C]: RouteOfValue<C[K]> };
type RouteOfValue<V> = V extends AnyEndpoint ? Route<V> : V extends object ? RoutesOf<V> : V;

/** The declaration behind an endpoint or its route. */
export type DeclarationOf<E> = E extends AnyEndpoint ? E : E extends { readonly [declaration]?: infer D } ? NonNullable<D> : never;

/** The success answer's schema: 200, else 201, else 204 (no body). */
type SuccessSchema<E> = E extends { responses: { 200: infer S } } ? S : E extends { responses: { 201: infer S } } ? S : undefined;

/** What a successful call of an endpoint (or its route) answers, as the web receives it. */
export type AnswerOf<R> = SuccessSchema<DeclarationOf<R>> extends z.ZodType ? z.output<SuccessSchema<DeclarationOf<R>>> : void;

/** An input part: required when the schema has a required key, else optional. */
type Part<Name extends string, S> = S extends z.ZodType
  ? Record<never, never> extends z.input<S>
    ? { readonly [K in Name]?: z.input<S> }
    : { readonly [K in Name]: z.input<S> }
  : { readonly [K in Name]?: never };

/** The path parameters, query and body a caller gives an endpoint (or its route), each typed by its schema. */
export type InputOf<R> = InputOfDeclaration<DeclarationOf<R>>;
type InputOfDeclaration<E> = (E extends { params: infer P } ? Part<'params', P> : { readonly params?: never }) &
  (E extends { query: infer Q } ? Part<'query', Q> : { readonly query?: never }) &
  (E extends { body: infer B } ? Part<'body', B> : E extends { multipart: true } ? { readonly body: FormData } : { readonly body?: never });

// The address builder has no schema in it: the web's first bundle takes it without zod.
export { urlOf } from './url';

/** Every endpoint of a contract (nested by domain), for the API tests that walk them all. */
export function endpointsOf(contract: object): AnyEndpoint[] {
  const found: AnyEndpoint[] = [];
  for (const value of Object.values(contract)) {
    if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'responses' in value) found.push(value as AnyEndpoint);
    else if (value && typeof value === 'object') found.push(...endpointsOf(value));
  }
  return found;
}
