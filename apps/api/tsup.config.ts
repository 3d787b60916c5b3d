import { defineConfig } from 'tsup';

// One bundle for Node: our workspace packages are inlined, npm dependencies stay external
// (they are installed with `pnpm deploy --prod` in the Dockerfile).
export default defineConfig({
  entry: { server: 'src/server.ts', cli: 'src/cli/data.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@bar\//],
});
