import type { FastifyReply } from 'fastify';

/**
 * Adds request headers to the answer's Vary without dropping those already named (CORS names
 * Origin on every answer): a cache must key on all of them.
 */
export function addVary(reply: FastifyReply, ...names: string[]): FastifyReply {
  const current = reply.getHeader('vary');
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(listed.map((name) => name.toLowerCase()));
  for (const name of names) if (!lower.has(name.toLowerCase())) listed.push(name);
  return reply.header('vary', listed.join(', '));
}
