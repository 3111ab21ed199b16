import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/development/${file}`, import.meta.url));

export default defineProject({
  plugins: [react()],
  resolve: {
    // One copy of react-router behind `react-router` and `react-router/dom`, as in the browser
    // build; otherwise Node's resolution pairs the ESM entry with the CommonJS one.
    alias: [
      { find: /^react-router$/, replacement: routerBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A test types and clicks as a person does: on a loaded machine that takes longer than the
    // default 5 s, without anything being wrong.
    testTimeout: 20_000,
    server: { deps: { inline: [/react-router/] } },
  },
});
