export * from './presets';
export * from './schemas';
export * from './wording';
