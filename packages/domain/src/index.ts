// Relative imports carry `.js` so the API (NodeNext resolution) can type-check this source too.
export * from './ai-agent.js';
export * from './client-config.js';
export * from './roles.js';
