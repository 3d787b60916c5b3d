// A small static file server for the bench's floor pages, compressing like the product (gzip)
// and caching hashed assets, so the floor is served the way the product's pages are.
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.json']);

const [root, port] = [process.argv[2], Number(process.argv[3])];
const cache = new Map();

function file(path) {
  if (!cache.has(path)) {
    const body = readFileSync(path);
    cache.set(path, { body, gzip: COMPRESSED.has(extname(path)) ? gzipSync(body) : null });
  }
  return cache.get(path);
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://floor');
  let path = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!path.startsWith(root)) return void res.writeHead(403).end();
  try {
    if (statSync(path).isDirectory()) path = join(path, 'index.html');
  } catch {
    path = `${path}.html`;
  }
  try {
    const { body, gzip } = file(path);
    const headers = {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    if (gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(gzip);
    } else res.writeHead(200, headers).end(body);
  } catch {
    res.writeHead(404).end();
  }
}).listen(port, '127.0.0.1');
