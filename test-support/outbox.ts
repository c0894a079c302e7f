// Test-only helpers shared by the server's API tests and the browser journeys.
import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

/** A mail the outbox mailer wrote, as a mail client reads it. */
export interface OutboxMail {
  file: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  /** The .eml file as written. */
  raw: string;
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');

/**
 * The outbox's mails, newest first (the mailer names them by time), read as a
 * mail client would, without the server's code: the API tests and the browser
 * journeys both read reset links this way. An absent folder is an empty outbox.
 */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  const names = await fs.readdir(outboxDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(outboxDir, name);
      const raw = await fs.readFile(file, 'utf8');
      const mail = await simpleParser(raw);
      return { file, to: addresses(mail.to), from: addresses(mail.from), subject: mail.subject ?? '', text: mail.text ?? '', raw };
    }),
  );
}
