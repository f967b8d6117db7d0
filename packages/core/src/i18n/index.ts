export * from './languages.js';
export * from './catalog.js';
