/** One 알림톡 (or SMS) to one phone, as the message queue hands it over. */
export interface OutboundMessage {
  /**
   * Our message's own key (its dedupe key). It travels with the message to the
   * provider (Solapi's customFields), so an attempt whose outcome we never
   * heard can be looked up there before anything is sent again.
   */
  key: string;
  /** Digits only (01012345678). */
  to: string;
  /** Our template's code (modules/message/templates.ts); the gateway knows the provider's id for it. */
  template: string;
  /** The template's #{변수} values, as 알림톡 fills them. */
  variables: Record<string, string>;
  /** The whole text with its variables filled: what SMS/LMS carries when 알림톡 cannot, and what the outbox keeps. */
  text: string;
}

/** How the message actually went out. */
export type MessageChannel = 'ATA' | 'SMS' | 'LMS' | 'OUTBOX';

export interface SentMessage {
  channel: MessageChannel;
  /** The provider's message id (Solapi's messageId; the outbox file's name). */
  providerId: string;
}

export interface MessageGateway {
  /** Where messages go: Solapi, or files in the outbox folder. */
  readonly kind: 'solapi' | 'outbox';
  /** Hands the message over; rejects with MessageGatewayError when the provider refused it or could not be reached. */
  send(message: OutboundMessage): Promise<SentMessage>;
  /** The message the provider already has with this key (sent to `to` since `since`), or null: asked before sending again after an attempt whose outcome is unknown. */
  find(message: Pick<OutboundMessage, 'key' | 'to'>, since: Date): Promise<SentMessage | null>;
}

/** The provider refused the message or could not be reached; the message is Korean, for the administrators' list. */
export class MessageGatewayError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'MessageGatewayError';
  }
}

/** SMS carries 90 bytes in the encoding Korean phones use (EUC-KR: a Hangul syllable is 2 bytes); longer is LMS. */
export function textChannel(text: string): 'SMS' | 'LMS' {
  let bytes = 0;
  for (const char of text) bytes += char.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes <= 90 ? 'SMS' : 'LMS';
}
