export * from './presets';
export * from './schemas';
