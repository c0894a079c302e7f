import { randomUUID } from 'node:crypto';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';

type SonicBoom = ReturnType<typeof pino.destination>;

// What the logs may hold. A database error used to print the whole insert's
// parameters (argon2 hash, phone, e-mail, identity CI, bank account); a
// request line prints the URL, and some URLs carry a reset token, an OAuth
// code or, by the spec, a payer's name and phone in the path. Logs keep what
// explains a failure (statement, error code, route) and never those values.

const hidden = '[가림]';

/** Fields that hold a secret or a person's data wherever they appear in a logged object. */
const secretFields = [
  'password',
  'pwd',
  'currentPassword',
  'newPassword',
  'newPasswordConfirm',
  'passwordHash',
  'token',
  'identityCi',
  'bankNumber',
  'bankOwner',
  'phoneNum',
  'telNum',
  'email',
  'nonUserName',
  'orderNum',
];
/** URL path parameters and query keys whose values stay out of request lines (an error's own `name` and `code` stay in). */
const sensitiveUrlKeys = new Set([...secretFields, 'name', 'code', 'state']);

/** pino's redact paths: the fields above at the top of a logged object or one level down, and credentials in headers. */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  ...secretFields.flatMap((field) => [field, `*.${field}`]),
];

/** The request's URL with sensitive path parameters and query values hidden. */
export function loggableUrl(request: Pick<FastifyRequest, 'url' | 'params'> & { routeOptions?: { url?: string } }): string {
  const [rawPath = '', rawQuery] = request.url.split('?', 2);
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path =
    pattern && /:\w+/.test(pattern)
      ? pattern.replace(/:(\w+)/g, (_match, key: string) => (sensitiveUrlKeys.has(key) ? hidden : encodeURIComponent(String(params[key] ?? ''))))
      : rawPath;
  if (rawQuery === undefined) return path;
  const query = new URLSearchParams(rawQuery);
  for (const key of [...query.keys()]) if (sensitiveUrlKeys.has(key)) query.set(key, hidden);
  return `${path}?${query.toString()}`;
}

interface QueryFailure extends Error {
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

/**
 * Errors without the values they carry: a failed query keeps its statement
 * and the database's code and message, never its parameters, nor the
 * database's `detail` (which quotes the offending row's values).
 */
export function serializeError(error: unknown) {
  const failure = error as QueryFailure;
  const serialized: Record<string, unknown> & { type: string; message: string; stack: string } = { ...pino.stdSerializers.err(error as Error) };
  delete serialized.params;
  delete serialized.detail;
  if (typeof failure?.query === 'string' && 'params' in failure) {
    serialized.message = `Failed query: ${failure.query}`;
    serialized.stack = serialized.stack.replace(/\nparams: [^\n]*/g, '');
  }
  if (failure?.cause && typeof failure.cause === 'object') {
    const cause = failure.cause as Record<string, unknown>;
    serialized.cause = {
      type: (cause.constructor as { name?: string } | undefined)?.name,
      message: cause.message,
      code: cause.code,
      constraint: cause.constraint,
      table: cause.table,
      column: cause.column,
    };
  }
  return serialized;
}

function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  // Someone logging a plain object under `req` gets it back as it is (redaction still applies).
  if (request instanceof AnsweredRequest) return { method: request.method, url: request.url, host: request.host, remoteAddress: request.ip };
  if (typeof request?.url !== 'string') return { ...(request as object) };
  return {
    method: request.method,
    url: loggableUrl(request),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Where the server's lines go: gathered here and handed to pino's
 * asynchronous destination about 4 KB at a time, and at least every second.
 * Handed one line at a time, sonic-boom appends each to its pending string
 * and measures that whole string again (a copy of the string per line): 3.9 µs
 * a line at 4 KB batches against 1.0 µs gathered first (`npm run bench`, a
 * tenth of a public read answered from memory; docs/decisions/014). Lines
 * still gathered on exit are written before the process ends.
 */
export class BatchedLogDestination implements DestinationStream {
  #lines: string[] = [];
  #bytes = 0;
  readonly #timer: NodeJS.Timeout;

  constructor(
    readonly destination: SonicBoom,
    readonly batchBytes = 4096,
    flushEveryMs = 1000,
  ) {
    this.#timer = setInterval(() => this.#handOver(), flushEveryMs);
    this.#timer.unref();
    // pino flushes its destination on exit as well, perhaps before this: hand over, then write synchronously.
    process.once('exit', () => this.flushSync());
  }

  write(line: string): boolean {
    this.#lines.push(line);
    this.#bytes += line.length;
    if (this.#bytes >= this.batchBytes) this.#handOver();
    return true;
  }

  /** What pino's `logger.flush(cb)` calls: everything gathered goes out, then the callback. */
  flush(done?: (error?: Error) => void): void {
    this.#handOver();
    this.destination.flush(done);
  }

  flushSync(): void {
    this.#handOver();
    // A destination already closed (pino's own exit handler, a broken pipe) has nothing more to write; its types omit the flag.
    if (!(this.destination as SonicBoom & { destroyed?: boolean }).destroyed) this.destination.flushSync();
  }

  #handOver() {
    if (this.#lines.length === 0) return;
    const text = this.#lines.length === 1 ? (this.#lines[0] ?? '') : this.#lines.join('');
    this.#lines = [];
    this.#bytes = 0;
    this.destination.write(text);
  }
}

/** The server's logger: level from LOG_LEVEL, secrets redacted, errors and URLs without values. */
export function loggerOptions(level: string, stream?: DestinationStream): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: redactPaths, censor: hidden },
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One line per answered request, written when it is answered: the method,
 * the URL without its secrets, the status and the time taken. Fastify's own
 * default writes a second line on arrival; each line costs a redaction pass
 * and a synchronous write, measurable on a read answered from memory
 * (docs/decisions/014). An arrival that is never answered still shows, as an
 * error or a client abort, where it happens.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    // A page's own reads are part of the page's line: at info a visit is one line, at debug they show, marked.
    const level = isPageRead(request) ? 'debug' : 'info';
    if (reply.log instanceof RequestLogger && reply.log.writeRequestLine(level, request, reply, responseTime)) return;
    const line = { req: request, res: reply, responseTime };
    if (level === 'debug') reply.log.debug({ ...line, pageRead: true }, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Binds fields to the rest of a request's lines, its "request completed" line
 * included: a payment's lines are found by its payment id, and a payment
 * start learns its id only in the handler (the URL does not carry it).
 */
export function logWith(reply: FastifyReply, bindings: Record<string, unknown>): void {
  reply.log = reply.log.child(bindings);
}

/**
 * Headers that mark a read the server asks of itself while it builds a page
 * (the first screen's answers, plugins/web.ts). The value is this process's
 * own secret, so a client cannot make its requests look like one and drop
 * out of the access log.
 */
const pageReadHeader = 'x-ongi-page-read';
const pageReadSecret = randomUUID();
export const pageReadHeaders: Readonly<Record<string, string>> = { [pageReadHeader]: pageReadSecret };

function isPageRead(request: FastifyRequest): boolean {
  return request.headers[pageReadHeader] === pageReadSecret;
}

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/** Whether a logger at \`current\` writes lines of \`level\` ('silent' writes none). */
function writes(current: string, level: string): boolean {
  const threshold = pino.levels.values[current] ?? Number.POSITIVE_INFINITY;
  return (pino.levels.values[level] ?? Number.NEGATIVE_INFINITY) >= threshold;
}

/**
 * A request's logger that becomes pino's child logger on its first line.
 * pino runs the redaction over a child's bindings (the request id) when the
 * child is made, whether or not anything is written; at \`warn\` a request
 * that succeeds writes nothing, and that pass was about 6 % of a public read
 * answered from memory (docs/decisions/014). Lines, when there are any, are
 * the child's own, the same as before.
 */
/**
 * Each parent logger's writer of request lines, made once: the same lines as
 * the request's child would write (the request id first, then the line's
 * fields), without pino's redaction pass. A request line's fields are ours
 * and fixed, the URL already without its secrets (loggableUrl), and none of
 * them is a redacted path; the pass over them was about a tenth of a public
 * read answered from memory at info (docs/decisions/014). Its level is the
 * lowest: the request's logger decides, by the parent's level at the time.
 */
const requestLineWriters = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();
// Every request of an app has the same parent (the app's logger) unless a plugin sets its own level: one comparison instead of a lookup.
let lastParent: FastifyBaseLogger | undefined;
let lastWriter: FastifyBaseLogger | undefined;

function requestLineWriter(parent: FastifyBaseLogger): FastifyBaseLogger {
  if (parent === lastParent && lastWriter) return lastWriter;
  let writer = requestLineWriters.get(parent);
  if (!writer) {
    writer = parent.child({}, { level: 'trace', redact: { paths: [], censor: hidden } } as ChildOptions);
    requestLineWriters.set(parent, writer);
  }
  lastParent = parent;
  lastWriter = writer;
  return writer;
}

let requestNumber = 0;

/** Each request's id in this process ('req-1a'), for requests the router makes and those answered before it alike. */
export function nextRequestId(): string {
  requestNumber = (requestNumber + 1) % 0x7fffffff;
  return `req-${requestNumber.toString(36)}`;
}

/** What a request line says of a request the router never made into a FastifyRequest. */
export class AnsweredRequest {
  constructor(
    readonly method: string,
    /** Already without its secrets (loggableUrl): the serializer takes it as it is. */
    readonly url: string,
    readonly host: string | undefined,
    /** The client's address, the line's remoteAddress. */
    readonly ip: string,
  ) {}
}

interface LoggerInternals {
  [pino.symbols.streamSym]?: DestinationStream & { [pino.symbols.needsMetadataGsym]?: boolean };
  /** The logger's own fields as pino has already written them (',"pid":…,"hostname":"…"'). */
  [pino.symbols.chindingsSym]?: string;
}

/**
 * The request line of an answer written before routing (a public read from
 * memory, plugins/public-cache.ts): the same fields in the same order as the
 * router's line, at info. Its text is put together here and handed to the
 * logger's own destination: every field is ours and fixed, so pino's
 * serializers, redaction and generic stringifier (about a third of such an
 * answer's cost, docs/decisions/014) have nothing to do. A logger whose
 * destination wants pino's metadata (a multistream) gets the line through pino.
 */
export function writeAnsweredLine(log: FastifyBaseLogger, request: AnsweredRequest, statusCode: number, milliseconds: number): void {
  if (!writes(log.level, 'info')) return;
  const responseTime = Math.round(milliseconds * 10) / 10;
  const internals = log as unknown as LoggerInternals;
  const stream = internals[pino.symbols.streamSym];
  const bindings = internals[pino.symbols.chindingsSym];
  if (!stream || typeof bindings !== 'string' || stream[pino.symbols.needsMetadataGsym]) {
    requestLineWriter(log).info({ reqId: nextRequestId(), req: request, res: { statusCode }, responseTime }, 'request completed');
    return;
  }
  const host = request.host === undefined ? '' : `,"host":${JSON.stringify(request.host)}`;
  stream.write(
    `{"level":30,"time":${Date.now()}${bindings},"reqId":"${nextRequestId()}","req":{"method":"${request.method}","url":${JSON.stringify(request.url)}${host},"remoteAddress":${JSON.stringify(request.ip)}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
  );
}

class RequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: ChildOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Record<string, unknown>, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  /**
   * Writes the request's own line while nothing was bound to the request and
   * no route level or serializers apply: no child logger is made for it. False when the
   * child must write it (its bindings, redacted, belong on the line).
   */
  writeRequestLine(level: 'info' | 'debug', request: FastifyRequest, reply: FastifyReply, responseTime: number): boolean {
    if (this.#child || this.#options?.level || this.#options?.serializers) return false;
    if (!writes(this.#parent.level, level)) return true;
    // Built field by field, in the child's order (its bindings first): no spreads on every request.
    const line: Record<string, unknown> = {};
    for (const key in this.#bindings) line[key] = this.#bindings[key];
    line.req = request;
    line.res = reply;
    line.responseTime = responseTime;
    if (level === 'debug') line.pageRead = true;
    requestLineWriter(this.#parent)[level](line, 'request completed');
    return true;
  }

  #write(level: LogLevel, args: unknown[]) {
    // A route's own level (options.level) may open levels the parent keeps shut: then the child decides.
    if (!this.#child && !this.#options?.level && !writes(this.#parent.level, level)) return;
    (this.#made()[level] as (...values: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#options?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return writes(this.level, level);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Record<string, unknown>, options?: ChildOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's \`childLoggerFactory\`: each request's logger, made into pino's child only when it writes. */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: ChildOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
