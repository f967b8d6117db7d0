export * from './grammar.js';
export * from './fields.js';
export * from './options.js';
export * from './widgets.js';
export * from './shortcode.js';
export * from './script.js';
