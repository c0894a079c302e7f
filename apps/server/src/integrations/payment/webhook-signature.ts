import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks signing (what PortOne does and Webhook.verify checks):
// v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the secret's base64
// bytes as key. The sandbox signs its webhooks with it, and tests sign as
// PortOne would, so the real verification runs everywhere.

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The three headers of a signed webhook sent now. */
export function signWebhook(secret: string, body: string, id = `msg_${randomBytes(8).toString('hex')}`, at = new Date()) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
