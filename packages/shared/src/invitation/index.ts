export * from './presets';
export * from './schemas';
export * from './wording';
export * from './host';
export * from './contacts';
export * from './lifecycle';
export * from './verify';
export * from './verify-link';
