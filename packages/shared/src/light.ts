// The shared helpers that need no zod: formatters, presets and constants.
// The guest's invitation page imports from here ('@ongi/shared/light') to stay
// within its JavaScript budget; types come from '@ongi/shared' with `import type`.
export * from './format/money';
export * from './format/date';
export * from './format/phone';
export * from './format/text';
export * from './format/sender';
export * from './invitation/presets';
export * from './invitation/wording';
export * from './thanks/presets';
export * from './rsvp/words';
export * from './constants';
export * from './schemas/payment-presets';
export * from './file-url';
export * from './lists';
export * from './session-hint';
export * from './guestbook-limits';
export * from './invitation/verify-link';
export * from './browser/in-app';
