/**
 * How many stacks the run starts: one per Playwright worker (playwright.config.ts), so each
 * worker's tests meet only their own data and tests in two workers never see each other's saves.
 */
export const STACKS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** Ports of stack `index` (10 apart), away from `pnpm start`'s 3000-3002 so both can run at once. */
export function portsOf(index: number) {
  const offset = 10 * index;
  const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback) + offset;
  return {
    web: port('E2E_WEB_PORT', 4100),
    admin: port('E2E_ADMIN_PORT', 4101),
    restaurant: port('E2E_RESTAURANT_PORT', 4102),
    /** The restaurant tenant's back office. */
    restaurantAdmin: port('E2E_RESTAURANT_ADMIN_PORT', 4104),
    auth: port('E2E_AUTH_PORT', 9199),
  };
}

/**
 * This process's stack: a worker's own (Playwright sets TEST_PARALLEL_INDEX in each worker, and
 * workers load this config and these modules themselves), the first one elsewhere.
 */
export const STACK_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const PORTS = portsOf(STACK_INDEX);

export const URLS = {
  web: `http://localhost:${PORTS.web}`,
  admin: `http://localhost:${PORTS.admin}`,
  restaurant: `http://localhost:${PORTS.restaurant}`,
  restaurantAdmin: `http://localhost:${PORTS.restaurantAdmin}`,
  auth: `http://127.0.0.1:${PORTS.auth}`,
};
