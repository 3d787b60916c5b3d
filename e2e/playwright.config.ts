import { defineConfig, devices } from '@playwright/test';
import { PORTS, STACKS } from './support/ports.js';

// Debian's Chromium; Playwright never downloads a browser here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One worker per stack (support/global-setup.ts starts STACKS of them, E2E_WORKERS, 2 by
  // default): each spec file runs whole in one worker, against that worker's own stack, so specs
  // that change a tenant's settings never meet another worker's. A file's tests run in order.
  fullyParallel: false,
  workers: STACKS,
  retries: 0,
  // A walk through several screens takes up to ~35 s on a busy two-core machine; the limit only
  // catches a hang (each expectation keeps its own 10 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORTS.web}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@phone/,
    },
  ],
});
