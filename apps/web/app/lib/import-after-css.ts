/**
 * What the build calls around each `import()` of the site's code, in place of Vite's preload
 * helper (see `css-preload-plugin.ts`). The build names a dynamic chunk's stylesheets (never its
 * modules: the build makes no modulepreload links) and this loads each one once, skipping those
 * the page already links, before the module is imported, so a part never shows unstyled.
 * A stylesheet that fails rejects the import, as Vite's helper does; a later import tries again.
 */
const BASE = '/';
const loads = new Map<string, Promise<void>>();

function linkStylesheet(href: string): Promise<void> {
  // React Router links a route's stylesheets with a `#` after the name.
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (link.href.split('#')[0] === href) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        reject(new Error(`Unable to preload CSS for ${href}`));
      },
      { once: true },
    );
    document.head.append(link);
  });
}

function stylesheet(dep: string): Promise<void> {
  const href = new URL(BASE + dep, window.location.href).href;
  let load = loads.get(href);
  if (!load) {
    load = linkStylesheet(href);
    loads.set(href, load);
    load.catch(() => loads.delete(href));
  }
  return load;
}

/** `import()` of `load`'s module once the stylesheets `deps` (build-relative paths) are in. */
export function importAfterCss<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  if (!deps?.length) return load();
  return Promise.all(deps.map(stylesheet)).then(load);
}
