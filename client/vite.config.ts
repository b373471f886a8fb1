import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { appSkeleton } from './src/app/boot/app-skeleton.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `.gz` and `.br` beside every text asset of the build, so the server (@fastify/static
 * with preCompressed) sends them compressed without compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'courtside:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = await readFile(file);
        if (content.length < 512) continue;
        await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
        await writeFile(
          `${file}.br`,
          await brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** Writes the page skeleton (app-skeleton.ts) into index.html, drawn before any script runs. */
function pageSkeleton(): Plugin {
  return {
    name: 'courtside:page-skeleton',
    transformIndexHtml(html) {
      const { style, markup } = appSkeleton();
      const root = '<div id="root"></div>';
      if (!html.includes(root) || !html.includes('</head>')) {
        throw new Error(`index.html needs ${root} and a head for the page skeleton`);
      }
      return html
        .replace('</head>', `${style}</head>`)
        .replace(root, `<div id="root">${markup}</div>`);
    },
  };
}

export default defineConfig({
  plugins: [react(), pageSkeleton(), precompress()],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  // The manifest lets bench/ follow what each route loads before its first paint.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
