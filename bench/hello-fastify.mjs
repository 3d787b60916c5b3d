// The yardstick for `pnpm bench`: a bare Fastify hello-world, in its own process like the API.
// Given a recorded answer (a JSON file of headers and a base64 body), it also sends that answer
// as is on /replay: the same bytes as the API's, without the API's work.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));
const replayFile = process.argv[3];
if (replayFile) {
  const recorded = JSON.parse(readFileSync(replayFile, 'utf8'));
  const body = Buffer.from(recorded.body, 'base64');
  app.get('/replay', (_request, reply) => reply.headers(recorded.headers).send(body));
}
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
