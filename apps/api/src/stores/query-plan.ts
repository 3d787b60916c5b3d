import type { DocQuery, DocSnapshot, Where, WhereOp } from './document-store.js';
import { badRequest } from './errors.js';
import { getField, isPlainObject } from './field-values.js';
import { fieldSegments } from './paths.js';

export interface PlannedOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/** A validated query with Firestore's effective ordering spelled out, so both adapters agree. */
export interface QueryPlan {
  where: Where[];
  /** Explicit orders, then inequality fields not ordered yet (sorted), all before the id. */
  orders: PlannedOrder[];
  /** Direction of the final tie-break on the document id. */
  idDirection: 'asc' | 'desc';
  limit?: number;
  cursor?: { values: unknown[]; id?: string };
}

const OPS = new Set<WhereOp>(['==', '!=', '<', '<=', '>', '>=', 'in', 'array-contains']);
const RANGE = new Set<WhereOp>(['<', '<=', '>', '>=']);
const INEQUALITY = new Set<WhereOp>(['!=', '<', '<=', '>', '>=']);
export const MAX_LIMIT = 10_000;

export function planQuery(query: DocQuery = {}): QueryPlan {
  const where = query.where ?? [];
  let arrayContains = 0;
  for (const filter of where) {
    fieldSegments(filter.field);
    if (!OPS.has(filter.op)) throw badRequest(`Unsupported operator "${String(filter.op)}"`);
    const { value } = filter;
    if (value === undefined) throw badRequest(`Missing value for "${filter.field}"`);
    if (RANGE.has(filter.op) && (value === null || typeof value === 'object')) {
      throw badRequest(`"${filter.op}" needs a number, string or boolean`);
    }
    if (filter.op === 'in' && (!Array.isArray(value) || value.length === 0 || value.length > 30)) {
      throw badRequest('"in" needs 1 to 30 values');
    }
    if (filter.op === 'array-contains' && ++arrayContains > 1) {
      throw badRequest('Only one "array-contains" per query');
    }
    if (isPlainObject(value) || (Array.isArray(value) && filter.op !== 'in')) {
      throw badRequest('Filtering on maps or arrays is not supported');
    }
  }
  const orders: PlannedOrder[] = (query.orderBy ?? []).map((order) => {
    fieldSegments(order.field);
    if (order.direction && order.direction !== 'asc' && order.direction !== 'desc') {
      throw badRequest(`Invalid direction "${String(order.direction)}"`);
    }
    return { field: order.field, direction: order.direction ?? 'asc' };
  });
  const lastDirection = orders.at(-1)?.direction ?? 'asc';
  const implicit = [...new Set(where.filter((f) => INEQUALITY.has(f.op)).map((f) => f.field))]
    .filter((field) => !orders.some((order) => order.field === field))
    .sort();
  for (const field of implicit) orders.push({ field, direction: lastDirection });

  if (
    query.limit !== undefined &&
    (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > MAX_LIMIT)
  ) {
    throw badRequest(`limit must be an integer from 1 to ${MAX_LIMIT}`);
  }
  return {
    where,
    orders,
    idDirection: lastDirection,
    ...(query.limit !== undefined ? { limit: query.limit } : {}),
    ...(query.startAfter !== undefined ? { cursor: planCursor(query.startAfter, orders) } : {}),
  };
}

function planCursor(cursor: unknown[] | DocSnapshot, orders: PlannedOrder[]) {
  if (Array.isArray(cursor)) {
    if (cursor.length === 0 || cursor.length > orders.length) {
      throw badRequest('startAfter needs one value per orderBy field (or fewer)');
    }
    return { values: cursor };
  }
  if (!cursor || typeof cursor.id !== 'string' || !isPlainObject(cursor.data)) {
    throw badRequest('startAfter needs values or a document snapshot');
  }
  const values = orders.map((order) => getField(cursor.data, order.field));
  if (values.some((value) => value === undefined)) {
    throw badRequest('The startAfter document lacks an orderBy field');
  }
  return { values, id: cursor.id };
}
