import { firstAnswersElementId, messages, urlOf, type Route, type AnswerOf, type InputOf } from '@ongi/shared';
import { readPageData } from './page-data';

/** An HTTP failure with the Korean sentence a person should read. status 0 means the network failed. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** 'no-cache' asks the server again past a public answer's max-age (after the page itself changed it). */
  cache?: RequestCache;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

let firstAnswers: Map<string, unknown> | undefined;

/**
 * The answer the server put inside the page for this read of its first
 * screen (packages/shared first-screen.ts), as a query's initial data: the
 * screen draws with the page, with no round trip to the API. Each is used
 * once; whatever asks again later (a refetch, another visit of the screen)
 * asks the API.
 */
function firstAnswer<T>(path: string, query?: Record<string, QueryValue>): () => T | undefined {
  return () => {
    // None carried (or unreadable): every screen reads from the API as usual.
    firstAnswers ??= new Map(Object.entries(readPageData<Record<string, unknown>>(firstAnswersElementId) ?? {}));
    const url = buildUrl(path, query);
    const answer = firstAnswers.get(url) as T | undefined;
    firstAnswers.delete(url);
    return answer;
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return text;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** fetch with credentials and JSON; throws ApiError with the server's message on any failure. */
async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, cache } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, credentials: 'include', signal, cache });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, messages.common.serverError);
  }

  const data = await readBody(response);
  if (!response.ok) {
    throw new ApiError(response.status, messageOf(data) ?? messages.common.serverError);
  }
  return data as T;
}

/** How a call is sent, beyond its input: its abort signal, and 'no-cache' to ask past a public answer's max-age. */
export interface CallOptions {
  signal?: AbortSignal;
  cache?: RequestCache;
}

/** An input that may be left out: the endpoint needs none, or only optional parts. */
type OptionalInput<E> = Record<never, never> extends InputOf<E> ? [input?: InputOf<E>, options?: CallOptions] : [input: InputOf<E>, options?: CallOptions];

/**
 * Calls one endpoint of the contract (packages/shared contract): its path,
 * method, input and answer are the declaration's, so a change there fails
 * the typecheck here. Throws ApiError with the server's Korean sentence on
 * any failure.
 */
export function call<E extends Route>(endpoint: E, ...[input, options]: OptionalInput<E>): Promise<AnswerOf<E>> {
  const { params, query, body } = (input ?? {}) as { params?: unknown; query?: Record<string, QueryValue>; body?: unknown };
  const url = urlOf(endpoint, { params });
  return request<AnswerOf<E>>(url.slice(API_BASE.length), { method: endpoint.method, query, body, signal: options?.signal, cache: options?.cache });
}

/** The answer the page carried for this call of its first screen (see firstAnswer), typed by the endpoint. */
export function firstAnswerOf<E extends Route>(endpoint: E, ...[input]: OptionalInput<E>): () => AnswerOf<E> | undefined {
  const { params, query } = (input ?? {}) as { params?: unknown; query?: Record<string, QueryValue> };
  return firstAnswer<AnswerOf<E>>(urlOf(endpoint, { params }).slice(API_BASE.length), query);
}

/** The sentence to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.common.serverError;
}
