import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { itemAt, only } from '@ongi/shared';
import { createMailer } from './mailer';
import { readOutbox } from '../../../../../test-support/outbox';

interface ReceivedMail {
  auth: string | null;
  from: string;
  to: string[];
  data: string;
}

/**
 * Just enough of an SMTP server (RFC 5321) for nodemailer to hand a message
 * over: greeting, EHLO with AUTH PLAIN, MAIL, RCPT, DATA, QUIT.
 */
async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { auth: null, from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { auth: current.auth, from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') {
          reply('250-fake.smtp.test');
          reply('250 AUTH PLAIN');
        } else if (command === 'HELO') reply('250 fake.smtp.test');
        else if (command === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          reply('235 2.7.0 accepted');
        } else if (command === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const korean = {
  to: 'gildong@example.com',
  subject: '[온기] 비밀번호 재설정 안내',
  text: '홍길동님, 아래 링크에서 새 비밀번호를 설정해 주세요.\n\nhttp://localhost:3000/reset-password?token=abc_DEF-123\n',
};

describe('SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  it('hands the message to the server named by SMTP_URL, with its credentials and sender', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: '온기 <no-reply@ongi.example>',
      outboxDir: '/nonexistent',
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(korean);
    mailer.close();

    const mail = smtp.received.at(-1)!;
    expect(mail.auth).toBe('\0mailer\0s3cret');
    expect(mail.from).toBe('no-reply@ongi.example');
    expect(mail.to).toEqual(['gildong@example.com']);
    // The server gets a proper MIME message; read it back the way the outbox reader does.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-smtp-'));
    fs.writeFileSync(path.join(dir, 'received.eml'), mail.data);
    const parsed = only(await readOutbox(dir), 'the message the server received');
    expect(parsed.subject).toBe(korean.subject);
    expect(parsed.text).toBe(korean.text);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rejects when the server cannot be reached', async () => {
    const closed = await startFakeSmtp();
    await closed.close();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${closed.port}`, from: 'a@ongi.example', outboxDir: '/nonexistent' });
    await expect(mailer.send(korean)).rejects.toThrow();
    mailer.close();
  });
});

describe('outbox mailer', () => {
  const dirs: string[] = [];
  const outbox = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-outbox-'));
    dirs.push(dir);
    return path.join(dir, 'outbox');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file that reads back decoded', async () => {
    const dir = outbox();
    const mailer = createMailer({ from: '온기 <help@ongi.example>', outboxDir: dir });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(korean);

    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const file = itemAt(files, 0, 'the written file');
    expect(file).toMatch(/\.eml$/);
    expect(fs.statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    const mail = only(await readOutbox(dir), 'the written message');
    expect(mail).toMatchObject({ to: 'gildong@example.com', subject: korean.subject, text: korean.text });
    expect(mail.from).toContain('help@ongi.example');
    // A real .eml: MIME headers, body transfer-encoded because of the Korean text.
    expect(mail.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(mail.raw).not.toContain('홍길동');
  });

  it('lists the newest message first, also within one millisecond', async () => {
    const dir = outbox();
    const mailer = createMailer({ from: 'help@ongi.example', outboxDir: dir });
    for (const n of [1, 2, 3, 4, 5]) await mailer.send({ to: `p${n}@example.com`, subject: `message ${n}`, text: `body ${n}` });
    const mails = await readOutbox(dir);
    expect(mails.map((m) => m.subject)).toEqual(['message 5', 'message 4', 'message 3', 'message 2', 'message 1']);
    expect(itemAt(mails, 0, 'the newest message').text.trim()).toBe('body 5');
  });

  it('reads a missing outbox folder as empty', async () => {
    expect(await readOutbox(path.join(outbox(), 'never-written'))).toEqual([]);
  });
});
