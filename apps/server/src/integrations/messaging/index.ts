import type { MessagingConfig } from '@server/config';
import { createOutboxGateway } from './outbox';
import { createSolapiGateway } from './solapi';
import type { MessageGateway } from './types';

export * from './types';
export { readOutboxMessages } from './outbox';

/** Solapi when its keys are configured, else the outbox folder (the start-up lines say which). */
export function createMessageGateway(config: MessagingConfig): MessageGateway {
  return config.solapi ? createSolapiGateway(config.solapi) : createOutboxGateway(config.outboxDir);
}
