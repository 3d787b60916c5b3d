import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The API resolves the tenant from X-Forwarded-Host, so the proxy passes on the host the
// browser used (localhost:3001 → default tenant). https://vite.dev/config/server-options#server-proxy
const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: 'http://127.0.0.1:8787',
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyReq, req) => {
        if (req.headers.host) proxyReq.setHeader('X-Forwarded-Host', req.headers.host);
      });
    },
  },
};

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: { port: 3001, strictPort: true, proxy: apiProxy },
  preview: { port: 3001, strictPort: true, proxy: apiProxy },
  // 'hidden': maps for error reports, never referenced by nor served with the bundle.
  build: { outDir: 'dist', sourcemap: 'hidden' },
});
