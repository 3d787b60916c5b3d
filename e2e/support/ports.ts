/** Ports of the stack under test, away from `pnpm start`'s 3000-3002 so both can run at once. */
export const PORTS = {
  web: Number(process.env.E2E_WEB_PORT ?? 4100),
  admin: Number(process.env.E2E_ADMIN_PORT ?? 4101),
  restaurant: Number(process.env.E2E_RESTAURANT_PORT ?? 4102),
  /** The restaurant tenant's back office. */
  restaurantAdmin: Number(process.env.E2E_RESTAURANT_ADMIN_PORT ?? 4104),
  auth: Number(process.env.E2E_AUTH_PORT ?? 9199),
};

export const URLS = {
  web: `http://localhost:${PORTS.web}`,
  admin: `http://localhost:${PORTS.admin}`,
  restaurant: `http://localhost:${PORTS.restaurant}`,
  restaurantAdmin: `http://localhost:${PORTS.restaurantAdmin}`,
  auth: `http://127.0.0.1:${PORTS.auth}`,
};
