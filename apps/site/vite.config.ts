import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// gaokao-ui ships .css.ts source, so the vanilla-extract plugin has to compile it here.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false }, '/media': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    manifest: true,
    target: 'es2022',
  },
});
