import fs from 'node:fs/promises';
import path from 'node:path';

/** A message the outbox mailer wrote, decoded for reading. */
export interface OutboxMail {
  file: string;
  to: string;
  from: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The .eml file as written. */
  raw: string;
}

// The outbox holds only what createMailer composes: single-part text/plain
// messages whose headers may carry RFC 2047 words and whose body is 7bit,
// quoted-printable or base64. That is all this reader decodes; a full MIME
// parser is not needed for reading our own messages back.

function quotedPrintableBytes(encoded: string): Buffer {
  const source = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(source.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

const encodedWord = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;

/** Decodes RFC 2047 encoded words; adjacent words join without the folding space between them. */
function decodeHeader(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  let result = '';
  let bytes: Buffer[] = [];
  let last = 0;
  const flush = () => {
    result += Buffer.concat(bytes).toString('utf8');
    bytes = [];
  };
  for (const match of joined.matchAll(encodedWord)) {
    if (match.index > last) {
      flush();
      result += joined.slice(last, match.index);
    }
    const [, , encoding, text] = match;
    bytes.push(encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintableBytes(text.replace(/_/g, ' ')));
    last = match.index + match[0].length;
  }
  flush();
  return result + joined.slice(last);
}

function parseMessage(file: string, raw: string): OutboxMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? quotedPrintableBytes(body).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return {
    file,
    to: decodeHeader(headers.get('to') ?? ''),
    from: decodeHeader(headers.get('from') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
    raw,
  };
}

/**
 * The outbox's messages, newest first. Tests and browser journeys read the
 * links a message carries (password reset) from here. An absent folder is an
 * empty outbox.
 */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml')).sort().reverse();
  return Promise.all(files.map(async (name) => parseMessage(path.join(outboxDir, name), await fs.readFile(path.join(outboxDir, name), 'utf8'))));
}
