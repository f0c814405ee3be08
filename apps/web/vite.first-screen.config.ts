/// <reference types="vitest/config" />
/* eslint @typescript-eslint/triple-slash-reference: "off" -- as in vite.config.ts (stack-notes trap 8). */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appAliases, localeParts, withoutUnusedMuiCssVariablesTheme } from './vite.config';

/**
 * The server's build of the results' first screen (ADR 093): src/first-screen/render-results-first-screen.tsx and
 * everything it renders, bundled for Node into dist-first-screen/, which the server imports. React, MUI and the rest
 * are bundled too, in their production builds, so the server needs none of the web app's dependencies.
 */
export default defineConfig({
  plugins: [react(), localeParts(), withoutUnusedMuiCssVariablesTheme()],
  resolve: { alias: appAliases('build') },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/first-screen/render-results-first-screen.tsx',
    outDir: 'dist-first-screen',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
