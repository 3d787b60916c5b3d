import { badRequest } from './errors.js';

const TENANT = /^[a-z0-9][a-z0-9_-]{0,62}$/i;

/** Splits and checks a path: no empty, `.`/`..`, `__x__` (reserved by Firestore) or over-long segments. */
export function pathSegments(path: string): string[] {
  if (typeof path !== 'string' || path.length === 0 || path.length > 1024) {
    throw badRequest(`Invalid path "${String(path)}"`);
  }
  const segments = path.split('/');
  for (const segment of segments) {
    if (
      segment === '' ||
      segment === '.' ||
      segment === '..' ||
      /^__.*__$/.test(segment) ||
      segment.length > 256 ||
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u001f\u007f]/.test(segment)
    ) {
      throw badRequest(`Invalid path "${path}"`);
    }
  }
  return segments;
}

export function documentPath(path: string): string {
  const segments = pathSegments(path);
  if (segments.length % 2 !== 0) throw badRequest(`"${path}" is not a document path`);
  return segments.join('/');
}

export function collectionPath(path: string): string {
  const segments = pathSegments(path);
  if (segments.length % 2 !== 1) throw badRequest(`"${path}" is not a collection path`);
  return segments.join('/');
}

export function checkTenant(tenant: string): string {
  if (!TENANT.test(tenant)) throw badRequest(`Invalid tenant "${tenant}"`);
  return tenant;
}

export const join = (scope: string, path: string) => (scope ? `${scope}/${path}` : path);

export const unscope = (scope: string, path: string) =>
  scope ? path.slice(scope.length + 1) : path;

export const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export const parentPath = (path: string) => {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
};

/** Field paths in queries and updates: dot-separated, each part non-empty. */
export function fieldSegments(field: string): string[] {
  const parts = typeof field === 'string' ? field.split('.') : [];
  if (
    parts.length === 0 ||
    parts.some((part) => part === '' || part.includes('"') || part.includes("'"))
  ) {
    throw badRequest(`Invalid field path "${String(field)}"`);
  }
  return parts;
}
