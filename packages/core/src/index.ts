export * from './capabilities.js';
export * from './routeAccess.js';
export * from './timezone.js';
export * from './eventStatus.js';
export * from './constants.js';
export * from './schemas/common.js';
export * from './schemas/taxonomy.js';
export * from './schemas/event.js';
