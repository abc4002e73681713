import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { storyMedia } from './media-plugin';

/**
 * Vite config for Ladle (the app's vite.config.ts builds the host entry and SSR bundle). The
 * fixtures' /media/... images are drawn by the API server's SVG functions (media-plugin.ts).
 */
export default defineConfig({
  plugins: [react(), storyMedia()],
  publicDir: false,
});
