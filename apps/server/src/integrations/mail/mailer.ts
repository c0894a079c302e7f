import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

/** A plain-text e-mail to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Where messages go: an SMTP server, or .eml files in the outbox folder. */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Sends now; rejects when the message could not be handed over. A request
   * that must not wait on the mail server sends from `app.background`.
   */
  send(message: MailMessage): Promise<void>;
  /** Closes the connection (the app drains its background work first). */
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL with credentials; without it messages go to the outbox. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

let outboxSequence = 0;

/** A file name that sorts by creation time, also for several messages in one millisecond. */
function outboxFileName(): string {
  outboxSequence = (outboxSequence + 1) % 1_000_000;
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${String(outboxSequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
}

export function createMailer(options: MailerOptions): Mailer {
  const defaults = { from: options.from };

  let kind: Mailer['kind'];
  let deliver: (message: MailMessage) => Promise<void>;
  let closeTransport: () => void;

  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl, defaults);
    kind = 'smtp';
    deliver = async (message) => {
      await transport.sendMail(message);
    };
    closeTransport = () => transport.close();
  } else {
    // nodemailer composes the message exactly as it would for SMTP; the outbox keeps those bytes.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, defaults);
    kind = 'outbox';
    deliver = async (message) => {
      const info = await transport.sendMail(message);
      await fs.mkdir(options.outboxDir, { recursive: true });
      await fs.writeFile(path.join(options.outboxDir, outboxFileName()), info.message as Buffer, { mode: 0o600 });
    };
    closeTransport = () => transport.close();
  }

  return {
    kind,
    send: deliver,
    close: closeTransport,
  };
}
