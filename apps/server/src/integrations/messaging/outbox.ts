import fs from 'node:fs/promises';
import path from 'node:path';
import type { MessageGateway, OutboundMessage, SentMessage } from './types';

/** A file name per message key, so a retry of the same message finds (and overwrites) its own file rather than adding one. */
function fileName(key: string): string {
  return `message-${Buffer.from(key).toString('base64url')}.json`;
}

/**
 * Without Solapi's keys each message is written to the outbox folder as mail
 * is (a JSON file per message: who, which template, its variables and the
 * text), so development and demonstrations see what would have been sent.
 */
export function createOutboxGateway(outboxDir: string): MessageGateway {
  return {
    kind: 'outbox',
    async send(message: OutboundMessage): Promise<SentMessage> {
      const name = fileName(message.key);
      await fs.mkdir(outboxDir, { recursive: true });
      const body = { ...message, writtenAt: new Date().toISOString() };
      await fs.writeFile(path.join(outboxDir, name), `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
      return { channel: 'OUTBOX', providerId: name };
    },
    async find(message): Promise<SentMessage | null> {
      const name = fileName(message.key);
      try {
        await fs.access(path.join(outboxDir, name));
        return { channel: 'OUTBOX', providerId: name };
      } catch {
        return null;
      }
    },
  };
}

/** The messages in an outbox folder, oldest first (tests and the demonstration read them). */
export async function readOutboxMessages(outboxDir: string): Promise<Array<OutboundMessage & { writtenAt: string }>> {
  let names: string[];
  try {
    names = (await fs.readdir(outboxDir)).filter((name) => name.startsWith('message-'));
  } catch {
    return [];
  }
  const messages = await Promise.all(
    names.map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as OutboundMessage & { writtenAt: string }),
  );
  return messages.sort((a, b) => a.writtenAt.localeCompare(b.writtenAt));
}
