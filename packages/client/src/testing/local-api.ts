import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A small real HTTP server speaking the API's shapes, for tests (ports 4300-4399 are ours). */
export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startLocalApi(port: number, handler: Handler): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

export function stopLocalApi(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
