// The yardstick for `pnpm bench`: a bare Fastify hello-world, in its own process like the API.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
