export * from './analytics.ts';
export * from './catalog.ts';
export * from './files.ts';
export * from './offerings.ts';
export * from './system.ts';
