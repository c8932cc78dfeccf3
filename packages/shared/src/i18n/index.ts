export * from './locales.ts';
export * from './format.ts';
export * from './texts.ts';
