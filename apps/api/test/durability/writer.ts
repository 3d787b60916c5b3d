import { createHash, randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config.js';
import { createStores } from '../../src/stores/create-stores.js';

/**
 * Child process for the kill -9 test: the same stores the server builds from its configuration,
 * writing forever. A line is printed only after the store acknowledged the write.
 *   pair <n>            batch of events/p<n>a and events/p<n>b (must be all or nothing)
 *   blob <n> <md5>      files/b<n>, 200 KB of random bytes
 */
const { documents, blobs } = createStores(loadConfig(process.env));
const docs = documents.forTenant('default');
const files = blobs.forTenant('default');
const payload = 'x'.repeat(2000);

for (let n = 0; ; n++) {
  const body = { n, payload, sum: createHash('sha1').update(`${n}${payload}`).digest('hex') };
  await docs.batch([
    { type: 'set', path: `events/p${n}a`, data: body },
    { type: 'set', path: `events/p${n}b`, data: body },
  ]);
  process.stdout.write(`pair ${n}\n`);
  if (n % 5 === 0) {
    const bytes = randomBytes(200 * 1024);
    const meta = await files.put(`files/b${n}`, bytes);
    process.stdout.write(`blob ${n} ${meta.md5Hash}\n`);
  }
}
