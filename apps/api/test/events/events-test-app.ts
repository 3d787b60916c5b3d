import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { BlobStore } from '../../src/stores/blobs/blob-store.js';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { bearer, buildAuthTestApp, type Callers, createCallers } from '../auth/auth-test-app.js';

export type ErrorBody = {
  error: {
    code: string;
    message: string;
    issues?: { path: string; message: string; id?: string }[];
  };
};

export interface EventsTestApp {
  app: FastifyInstance;
  callers: Callers;
  documents: DocumentStore;
  blobs: BlobStore;
  /** A request as staff (admin) on localhost:3000 (tenant `default`) unless headers say otherwise. */
  asStaff(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The real app on the Auth emulator, with the root stores reachable for checks. */
export async function buildEventsTestApp(): Promise<EventsTestApp> {
  let documents!: DocumentStore;
  let blobs!: BlobStore;
  const built = await buildAuthTestApp((scope) => {
    documents = scope.documents;
    blobs = scope.blobs;
  });
  const callers = await createCallers(built.emulator);
  const asStaff = (options: InjectOptions) =>
    built.app.inject({
      ...options,
      headers: { host: 'localhost:3000', ...bearer(callers.staff), ...options.headers },
    });
  return { app: built.app, callers, documents, blobs, asStaff };
}

/** A multipart/form-data body with one file part. */
export function multipartBody(data: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----bar-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real JPEG of the given size (a gradient with noise, so the encoder has something to do). */
export async function jpeg(width: number, height = Math.round((width * 2) / 3)): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#b5179e"/><stop offset="1" stop-color="#f77f00"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** YYYY-MM-DD `days` from today in Toronto. */
export function dayFromToday(days: number, timeZone = 'America/Toronto'): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

let address = 0;
/** A fresh client address, so per-route rate limits do not spill between tests. */
export const freshAddress = () => {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
};
