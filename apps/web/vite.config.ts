import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The API resolves the tenant from X-Forwarded-Host, then Host (ARCHITECTURE.md, Tenancy),
// so the dev proxy keeps the original Host (no changeOrigin) and states it explicitly too.
export default defineConfig({
  plugins: [reactRouter()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:8787',
        changeOrigin: false,
        configure(proxy) {
          proxy.on('proxyReq', (proxyReq, req) => {
            if (req.headers.host) proxyReq.setHeader('X-Forwarded-Host', req.headers.host);
          });
        },
      },
    },
  },
});
