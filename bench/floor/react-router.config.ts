import type { Config } from '@react-router/dev/config';

// The floor page of `pnpm bench`: the same framework, versions and build mode as apps/web
// (static prerender, hydrated), one route, nothing of ours.
export default {
  ssr: false,
  prerender: ['/'],
} satisfies Config;
