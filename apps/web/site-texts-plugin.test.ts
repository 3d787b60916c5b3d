// @vitest-environment node
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { groupPlace, TEXT_GROUPS } from '@bar/i18n/text-groups';
import { describe, expect, it } from 'vitest';
import {
  API_ONLY_TEXTS,
  readTextParts,
  groupsNamedIn,
  reachOfModules,
  routeId,
  routeModules,
  staticImports,
} from './site-texts-plugin';

describe('groupsNamedIn', () => {
  it('finds the page groups named in literal keys, in catalogue order', () => {
    const code = `t('menus.tabs.food'); t("blog.share"); t(\`review.stars\`, { count });`;
    expect(groupsNamedIn(code)).toEqual(['blog', 'menus', 'review']);
  });

  it("names the shared components' groups ui:<group>", () => {
    expect(groupsNamedIn("t('signIn.email'); t('carousel.next')")).toEqual([
      'ui:carousel',
      'ui:signIn',
    ]);
  });

  it('names a page by its lead and description, and as the page a route shows', () => {
    expect(groupsNamedIn("t(`about.description`); t('terms.intro')")).toEqual(['about', 'terms']);
    expect(groupsNamedIn('pageMeta(\'land\', params.lang); <PageIntro page="offline" />')).toEqual([
      'land',
      'offline',
    ]);
  });

  it('leaves out titles, core groups, comments and names that only start like a group', () => {
    const code = [
      "t('menus.title'); t('nav.menus'); t('common.brand')",
      "const path = '/menus'; const heroes = 'heroes.list'; t(`${page}.title`)",
      "// t('blog.share') is an example",
      "/* 'gallery.next' too */ const url = 'https://example.com/x'; t('survey.title')",
    ].join('\n');
    expect(groupsNamedIn(code)).toEqual([]);
  });
});

describe('staticImports', () => {
  it('lists imports, re-exports and side-effect imports, over several lines; not type imports', () => {
    const code = [
      "import { a } from './a';",
      'import {',
      '  b,',
      '  c,',
      "} from '../b';",
      "import type { T } from './types';",
      "import './effect';",
      "export { d } from '@bar/d';",
      "export * from './e';",
    ].join('\n');
    expect(staticImports(code)).toEqual(['./a', '../b', './effect', '@bar/d', './e']);
  });

  it('leaves out import() calls: a lazily loaded module is not followed', () => {
    expect(
      staticImports("const Lazy = lazy(() => import('./lazy'));\nawait import('./x');"),
    ).toEqual([]);
  });
});

describe('reachOfModules', () => {
  // An app of five modules: two routes share one component; one route loads another lazily.
  const files: Record<string, string> = {
    '/app/routes/menus.tsx': "import { Shared } from '../shared';\nt('menus.tabs.food');",
    '/app/routes/blog.tsx': [
      "import { Shared } from '../shared';",
      "const Lazy = lazy(() => import('../lazy'));",
    ].join('\n'),
    '/app/shared.tsx': "import { x } from './leaf';\nt('review.title.x');",
    '/app/leaf.ts': "import { Shared } from './shared';\nt('gallery.next');",
    '/app/lazy.tsx': "t('checkout.pay');",
  };
  const resolve = (specifier: string, importer: string) =>
    Promise.resolve(
      ['.tsx', '.ts']
        .map((extension) => join(dirname(importer), specifier) + extension)
        .find((path) => path in files) ?? null,
    );
  const read = (path: string) => Promise.resolve(files[path]!);

  it('gives each root the groups of every module it reaches statically, cycles included', async () => {
    const reach = await reachOfModules(
      ['/app/routes/menus.tsx', '/app/routes/blog.tsx'],
      resolve,
      read,
    );
    expect(reach.get('/app/routes/menus.tsx')?.groups).toEqual(['gallery', 'menus', 'review']);
    expect(reach.get('/app/routes/blog.tsx')?.groups).toEqual(['gallery', 'review']);
    expect([...reach.get('/app/routes/blog.tsx')!.modules].sort()).toEqual([
      '/app/leaf.ts',
      '/app/routes/blog.tsx',
      '/app/shared.tsx',
    ]);
  });
});

// The site's own modules, resolved the way its build resolves them (relative paths and the
// workspace packages' exports); anything else is a dependency, which names none of our keys.
const APP = fileURLToPath(new URL('./app', import.meta.url));
const PACKAGES = fileURLToPath(new URL('../../packages', import.meta.url));
const candidates = (base: string) =>
  [base.replace(/\.js$/, ''), base].flatMap((stem) => [
    stem,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.d.ts`,
    join(stem, 'index.ts'),
  ]);
function resolveSite(specifier: string, importer: string): Promise<string | null> {
  // Stylesheets, pictures, catalogues and React Router's generated route types.
  if (/\.(css|json|svg|png|webp)(\?.*)?$|\/\+types\//.test(specifier)) {
    return Promise.resolve(null);
  }
  let base: string;
  if (specifier.startsWith('.')) base = resolvePath(dirname(importer), specifier);
  else if (specifier.startsWith('@bar/')) {
    const [, name, ...rest] = specifier.split('/');
    base = join(PACKAGES, name!, 'src', rest.length > 0 ? rest.join('/') : 'index');
  } else return Promise.resolve(null);
  const found = candidates(base).find((path) => /\.tsx?$/.test(path) && existsSync(path));
  if (!found) throw new Error(`cannot resolve ${specifier} from ${importer}`);
  return Promise.resolve(found.endsWith('.d.ts') ? null : found);
}

const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const DECLARED = /useTextGroups\(\[([^\]]*)\]\)/g;

describe("the site's catalogues", () => {
  it.each(['es', 'en', 'fr'])('hold every group the build splits out (%s)', async (language) => {
    const read = async (path: string) =>
      JSON.parse(await readFile(new URL(path, import.meta.url), 'utf8')) as Record<string, object>;
    const site = await read(`../../packages/i18n/src/messages/${language}.json`);
    const ui = await read(`../../packages/ui/src/messages/${language}.json`);
    for (const group of TEXT_GROUPS) {
      const { ns, name } = groupPlace(group);
      expect(typeof (ns === 'ui' ? ui : site)[name], group).toBe('object');
    }
  });
});

describe('the texts only the API writes', () => {
  const at = (tree: unknown, path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);

  it.each(['es', 'en', 'fr'])(
    'are in the catalogue and out of the site’s parts (%s)',
    async (language) => {
      const catalogue: unknown = JSON.parse(
        await readFile(
          new URL(`../../packages/i18n/src/messages/${language}.json`, import.meta.url),
          'utf8',
        ),
      );
      const parts = await readTextParts(language);
      for (const path of API_ONLY_TEXTS) {
        expect(typeof at(catalogue, path), path).toBe('string');
        // Neither in the core nor in the group's own part, where the group's name is not a key.
        const [group, ...rest] = path.split('.');
        expect(at(parts.get('core'), path), path).toBeUndefined();
        expect(at(parts.get(group!), rest.join('.')), path).toBeUndefined();
      }
      // Their neighbours stay: the form's own failure text is the browser's.
      const sendFailed = at(catalogue, 'reservations.errors.sendFailed');
      expect(typeof sendFailed).toBe('string');
      expect(at(parts.get('reservations'), 'errors.sendFailed')).toBe(sendFailed);
    },
  );

  it('are never named by the site’s code, nor by a key it writes from parts', async () => {
    const roots = [
      fileURLToPath(new URL('./app', import.meta.url)),
      fileURLToPath(new URL('../../packages/ui/src', import.meta.url)),
    ];
    const named: string[] = [];
    for (const root of roots) {
      for (const name of await readdir(root, { recursive: true })) {
        if (!/\.(?:tsx?|jsx?)$/.test(name) || /\.test\./.test(name)) continue;
        const code = await readFile(join(root, name), 'utf8');
        for (const path of API_ONLY_TEXTS) {
          const parent = path.slice(0, path.lastIndexOf('.'));
          if (code.includes(path) || code.includes(`${parent}.\${`)) named.push(`${name}: ${path}`);
        }
      }
    }
    expect(named).toEqual([]);
  });
});

describe("the site's routes", () => {
  it('need the groups their pages show: a menu page the menus, the home page the hero', async () => {
    const reach = await reachOfModules(await routeModules(), resolveSite);
    const byId = new Map([...reach].map(([path, { groups }]) => [routeId(path), groups]));
    expect(byId.get('routes/menus')).toEqual(['menus']);
    expect(byId.get('routes/home')).toContain('hero');
    expect(byId.get('routes/reservations')).toEqual(['reservations']);
    expect(byId.get('routes/login')).toEqual(['login', 'ui:signIn']);
    expect(byId.get('routes/offline')).toEqual(['offline']);
    // The frame (every page) names no page group: those stay out of every first load.
    expect(byId.get('root')).toEqual([]);
    expect(byId.get('routes/public-layout')).toEqual([]);
  });

  // The site's lazily loaded components (the API client's lazily loaded contracts name message
  // ids as data, and show nothing).
  it('lazily loaded components read only groups their routes hold, or load their own', async () => {
    const roots = await routeModules();
    const reach = await reachOfModules(roots, resolveSite);
    const missing: string[] = [];
    for (const [route, { groups, modules }] of reach) {
      for (const module of [...modules].filter((path) => path.startsWith(APP))) {
        const code = await readFile(module, 'utf8');
        for (const [, specifier] of code.matchAll(DYNAMIC_IMPORT)) {
          const target = await resolveSite(specifier!, module);
          if (!target) continue;
          const lazy = (await reachOfModules([target], resolveSite)).get(target)!;
          const declared = new Set<string>();
          for (const path of lazy.modules) {
            for (const [, list] of (await readFile(path, 'utf8')).matchAll(DECLARED)) {
              for (const name of list!.matchAll(/['"]([\w:]+)['"]/g)) declared.add(name[1]!);
            }
          }
          for (const group of lazy.groups) {
            if (!groups.includes(group) && !declared.has(group)) {
              missing.push(`${routeId(route)} -> ${specifier}: ${group}`);
            }
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
