import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, markChunks } from './compile-hints-plugin';

const chunk = (name: string, code: string, mappings?: string) =>
  ({
    type: 'chunk',
    name,
    fileName: `assets/${name}-x1.js`,
    code,
    map: mappings === undefined ? null : { mappings },
  }) as unknown as Rolldown.OutputChunk;

const asset = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, source }) as unknown as Rolldown.OutputAsset;

describe('markChunks', () => {
  it('puts the hint on the first line of the named chunks only', () => {
    const bundle: Rolldown.OutputBundle = {
      'assets/framework-x1.js': chunk('framework', 'var a=1;'),
      'assets/frame-x1.js': chunk('frame', 'const __vite__mapDeps=0;\nimport"x";'),
      'assets/home-x1.js': chunk('home', 'export{};'),
    };
    markChunks(bundle, new Set(['framework', 'frame']));
    const code = (file: string) => (bundle[file] as Rolldown.OutputChunk).code;
    expect(code('assets/framework-x1.js')).toBe(`${COMPILE_HINT}\nvar a=1;`);
    // Above what Vite put at the top of the chunk: the hint counts only as the file's first line.
    expect(code('assets/frame-x1.js').split('\n')).toEqual([
      COMPILE_HINT,
      'const __vite__mapDeps=0;',
      'import"x";',
    ]);
    expect(code('assets/home-x1.js')).toBe('export{};');
  });

  it('moves the source map down the added line, once', () => {
    const bundle: Rolldown.OutputBundle = {
      'assets/framework-x1.js': chunk('framework', 'var a=1;\nvar b=2;', 'AAAA;AACA'),
      'assets/framework-x1.js.map': asset(
        'assets/framework-x1.js.map',
        JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['a.ts'] }),
      ),
    };
    markChunks(bundle, new Set(['framework']));
    markChunks(bundle, new Set(['framework']));
    const marked = bundle['assets/framework-x1.js'] as Rolldown.OutputChunk;
    expect(marked.code.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    expect(marked.map?.mappings).toBe(';AAAA;AACA');
    const written = JSON.parse(
      (bundle['assets/framework-x1.js.map'] as Rolldown.OutputAsset).source as string,
    ) as { mappings: string; sources: string[] };
    expect(written).toMatchObject({ mappings: ';AAAA;AACA', sources: ['a.ts'] });
  });
});
