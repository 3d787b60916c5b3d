import { canonical } from '../field-values.js';
import { fieldSegments } from '../paths.js';
import type { QueryPlan } from '../query-plan.js';

/**
 * Translates a query plan to SQL over JSON documents with Firestore's semantics:
 * - a filter only matches values of its own type (a number never equals a string);
 * - ordering goes by type first (null < booleans < numbers < strings < arrays < maps), then value;
 * - a document missing an orderBy field is left out;
 * - ties break on the document id.
 * Field paths are inlined as literals (validated, no quotes possible) so that SQLite can use the
 * expression indexes declared in sqlite-schema.ts. See https://www.sqlite.org/json1.html.
 */
const RANK = `CASE json_type(data, P) WHEN 'null' THEN 0 WHEN 'true' THEN 1 WHEN 'false' THEN 1 WHEN 'integer' THEN 2 WHEN 'real' THEN 2 WHEN 'text' THEN 4 WHEN 'array' THEN 8 WHEN 'object' THEN 9 END`;

export const jsonPath = (field: string) =>
  `'$${fieldSegments(field)
    .map((part) => `."${part}"`)
    .join('')}'`;
export const valueSql = (field: string) => `json_extract(data, ${jsonPath(field)})`;
const typeSql = (field: string) => `json_type(data, ${jsonPath(field)})`;
const rankSql = (field: string) => RANK.replaceAll('P', jsonPath(field));

interface Typed {
  types: string[];
  rank: number;
  param: unknown;
}

export function typed(value: unknown): Typed {
  if (value === null) return { types: ['null'], rank: 0, param: null };
  if (typeof value === 'boolean')
    return { types: ['true', 'false'], rank: 1, param: value ? 1 : 0 };
  if (typeof value === 'number') return { types: ['integer', 'real'], rank: 2, param: value };
  if (typeof value === 'string') return { types: ['text'], rank: 4, param: value };
  if (Array.isArray(value))
    return { types: ['array'], rank: 8, param: JSON.stringify(canonical(value)) };
  return { types: ['object'], rank: 9, param: JSON.stringify(canonical(value)) };
}

const typeIn = (expr: string, types: string[]) =>
  `${expr} IN (${types.map((t) => `'${t}'`).join(',')})`;

function equals(field: string, value: unknown, params: unknown[]): string {
  const t = typed(value);
  if (value === null) return `${typeSql(field)} = 'null'`;
  params.push(t.param);
  return `(${typeIn(typeSql(field), t.types)} AND ${valueSql(field)} = ?)`;
}

export function buildQuery(collection: string, plan: QueryPlan, select: string) {
  const params: unknown[] = [collection];
  const clauses = ['parent = ?'];
  const pinned = new Set<string>();
  for (const { field, op, value } of plan.where) {
    if (op === '==') {
      clauses.push(equals(field, value, params));
      pinned.add(field);
    } else if (op === '!=') {
      // Firestore: the field must exist and not be null, and differ from the value.
      clauses.push(
        `${typeSql(field)} IS NOT NULL AND ${typeSql(field)} <> 'null' AND NOT ${equals(field, value, params)}`,
      );
    } else if (op === 'in') {
      clauses.push(
        `(${(value as unknown[]).map((item) => equals(field, item, params)).join(' OR ')})`,
      );
    } else if (op === 'array-contains') {
      const t = typed(value);
      const match =
        value === null ? `e.type = 'null'` : `${typeIn('e.type', t.types)} AND e.value = ?`;
      if (value !== null) params.push(t.param);
      clauses.push(
        `(${typeSql(field)} = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ${jsonPath(field)}) e WHERE ${match}))`,
      );
    } else {
      const t = typed(value);
      params.push(t.param);
      clauses.push(`(${typeIn(typeSql(field), t.types)} AND ${valueSql(field)} ${op} ?)`);
      pinned.add(field);
    }
  }
  const keys = plan.orders.map((order) => ({
    rank: pinned.has(order.field) ? null : rankSql(order.field),
    value: valueSql(order.field),
    direction: order.direction,
  }));
  for (const order of plan.orders) clauses.push(`${typeSql(order.field)} IS NOT NULL`);
  if (plan.cursor) {
    const cursorKeys = [...keys.slice(0, plan.cursor.values.length)];
    const values = [...plan.cursor.values];
    if (plan.cursor.id !== undefined) {
      cursorKeys.push({ rank: null, value: 'id', direction: plan.idDirection });
      values.push(plan.cursor.id);
    }
    clauses.push(cursorSql(cursorKeys, values, params));
  }
  const orderSql = [
    ...keys.flatMap((key) => [
      ...(key.rank ? [`${key.rank} ${key.direction}`] : []),
      `${key.value} ${key.direction}`,
    ]),
    `id ${plan.idDirection}`,
  ].join(', ');
  let sql = `SELECT ${select} FROM documents WHERE ${clauses.join(' AND ')} ORDER BY ${orderSql}`;
  if (plan.limit !== undefined) {
    sql += ' LIMIT ?';
    params.push(plan.limit);
  }
  return { sql, params };
}

interface Key {
  rank: string | null;
  value: string;
  direction: 'asc' | 'desc';
}

/** "Strictly after" the cursor on a tuple of keys: k0 > v0 OR (k0 = v0 AND k1 > v1) OR ... */
function cursorSql(keys: Key[], values: unknown[], params: unknown[]): string {
  const branches: string[] = [];
  for (let i = 0; i < keys.length; i++) {
    const parts: string[] = [];
    for (let j = 0; j < i; j++) parts.push(compare(keys[j] as Key, values[j], 'eq', params));
    parts.push(compare(keys[i] as Key, values[i], 'after', params));
    branches.push(`(${parts.join(' AND ')})`);
  }
  return `(${branches.join(' OR ')})`;
}

function compare(key: Key, value: unknown, kind: 'eq' | 'after', params: unknown[]): string {
  const t = typed(value);
  const op = kind === 'eq' ? '=' : key.direction === 'asc' ? '>' : '<';
  if (!key.rank) {
    params.push(t.param);
    return `${key.value} ${op} ?`;
  }
  if (value === null) return kind === 'eq' ? `${key.rank} = 0` : `${key.rank} ${op} 0`;
  params.push(t.param);
  const sameType = `(${key.rank} = ${t.rank} AND ${key.value} ${op} ?)`;
  return kind === 'eq' ? sameType : `(${key.rank} ${op} ${t.rank} OR ${sameType})`;
}
