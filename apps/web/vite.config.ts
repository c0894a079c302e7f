import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on :3000. The dev server proxies /api to it so the browser
// sees one origin: the server refuses state-changing requests from elsewhere.
// The Host header is kept (no changeOrigin) so Origin and Host still agree.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, xfwd: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, xfwd: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
  },
});
