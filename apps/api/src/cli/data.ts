import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createStores } from '../stores/create-stores.js';
import { exportTenant, importTenant } from './tenant-backup.js';

const USAGE = `Usage:
  pnpm -s data:export --tenant <tenant> > backup.json
  pnpm -s data:import --tenant <tenant> [--replace] < backup.json
The stores come from the usual configuration (DATA_DRIVER, BLOB_DRIVER, DATA_DIR, ...).`;

/** Backup and restore of one tenant, with whichever adapters the configuration selects. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tenant: { type: 'string' },
      replace: { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
  });
  const command = positionals[0];
  if (values.help || !values.tenant || (command !== 'export' && command !== 'import')) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const stores = createStores(loadConfig(process.env));
  try {
    if (command === 'export') {
      const backup = await exportTenant(stores.documents, stores.blobs, values.tenant);
      await new Promise<void>((resolve, reject) =>
        process.stdout.write(`${JSON.stringify(backup, null, 2)}\n`, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      process.stderr.write(
        `exported ${backup.documents.length} documents and ${backup.blobs.length} files of "${values.tenant}"\n`,
      );
    } else {
      const input: unknown = JSON.parse(await text(process.stdin));
      const counts = await importTenant(stores.documents, stores.blobs, values.tenant, input, {
        replace: values.replace,
      });
      process.stderr.write(
        `imported ${counts.documents} documents and ${counts.blobs} files into "${values.tenant}"\n`,
      );
    }
    return 0;
  } finally {
    await stores.documents.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
