import pkg from '../package.json' with { type: 'json' };

/** The API's version, from its package.json (bundled at build time). */
export const version: string = pkg.version;
