// The modules later-plugin.ts writes: `virtual:later/<path under app/>` gives that module's
// components as React.lazy ones, loaded after the page's own code in the browser and at once on
// the server. The importer states which module it names (see routes/frame-slots.tsx).
declare module 'virtual:later/*' {
  import type { ComponentType, LazyExoticComponent } from 'react';

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed by the importer
  export function later(name: string): LazyExoticComponent<ComponentType<any>>;
}
