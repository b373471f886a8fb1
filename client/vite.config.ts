import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { appSkeleton } from './src/app/boot/app-skeleton.ts';
import { EARLY_EDITOR_ATTRIBUTE, ENTRY_ATTRIBUTE } from './src/app/boot/boot-loader.ts';
import { FIRST_SCREENS, LAZY_TEXTS, MAX_PRELOADED_FILES } from './src/app/boot/first-screens.ts';

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
 * Writes `.gz` and `.br` beside every text asset of the build, so the server (static-client.ts)
 * sends them compressed without compressing per request.
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

const APP_ENTRY = path.resolve(import.meta.dirname, 'src/app/main.tsx');
/** The facade of the app's entry chunk is the page that names it. */
const APP_PAGE = path.resolve(import.meta.dirname, 'index.html');
const BOOT_SCRIPT = path.resolve(import.meta.dirname, 'src/app/boot/boot.ts');
const EARLY_EDITOR = path.resolve(import.meta.dirname, 'src/app/boot/early-editor.ts');
const APP_LIB = path.resolve(import.meta.dirname, 'src/lib') + path.sep;
const APP_SOURCE = path.resolve(import.meta.dirname, 'src') + path.sep;

/** The libraries the shell is built on (MUI's parts stay apart: the screens use far more of it). */
const SHELL_LIBRARIES = new RegExp(
  `[\\\\/]node_modules[\\\\/](?:${[
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    'redux',
    'react-redux',
    'use-sync-external-store',
    'i18next',
    'react-i18next',
    '@emotion',
    'hoist-non-react-statics',
  ].join('|')})[\\\\/]`,
);

/**
 * Names the chunk of the shell's libraries and of the app's lib/ modules the entry imports
 * (directly or through its other modules): what every page runs before its first render. The
 * screens share them too, so they would otherwise be split into several small files; over
 * HTTP/1.1 a browser fetches six at a time, and the app starts only after the last one.
 */
function shellChunk(): (moduleId: string, context: ChunkingContext) => string | null {
  let entryLib: Set<string> | undefined;
  const appModulesFrom = (start: string, context: ChunkingContext) => {
    const reached = new Set([start]);
    for (const id of reached) {
      for (const imported of context.getModuleInfo(id)?.importedIds ?? []) {
        if (imported.startsWith(APP_SOURCE)) reached.add(imported);
      }
    }
    return reached;
  };
  // The early editor's code stays out: it draws before the shell's libraries have run.
  const libOfEntry = (context: ChunkingContext) => {
    const early = appModulesFrom(EARLY_EDITOR, context);
    return new Set(
      [...appModulesFrom(APP_ENTRY, context)].filter(
        (id) => id.startsWith(APP_LIB) && !early.has(id),
      ),
    );
  };
  return (moduleId, context) => {
    entryLib ??= libOfEntry(context);
    return SHELL_LIBRARIES.test(moduleId) || entryLib.has(moduleId) ? 'shell' : null;
  };
}

/**
 * Writes `first-screens.json` into the build: for each of FIRST_SCREENS its address and the files
 * of its code that the entry does not load anyway, and the same for the texts loaded on demand.
 * The server names them in the index.html it sends (static-client.ts).
 */
function firstScreenFiles(): Plugin {
  let root = '';
  return {
    name: 'courtside:first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (chunk: OutputChunk) => {
        const found = new Set([chunk.fileName]);
        for (const file of found)
          for (const imported of byFile.get(file)?.imports ?? []) found.add(imported);
        return found;
      };
      const entry = chunks.find((chunk) => chunk.facadeModuleId === APP_PAGE);
      const loaded = entry ? withImports(entry) : new Set<string>();
      const filesOf = (module: string) => {
        const id = path.resolve(root, module);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
        if (!chunk) throw new Error(`first-screens: no chunk of ${module}`);
        return [...withImports(chunk)]
          .filter((file) => !loaded.has(file))
          .map((file) => `/${file}`);
      };
      const screens = FIRST_SCREENS.map((screen) => ({
        path: screen.path,
        files: filesOf(screen.module),
      })).filter((screen) => {
        if (screen.files.length <= MAX_PRELOADED_FILES) return true;
        this.warn(`first-screens: ${screen.path} needs ${screen.files.length} files; left out`);
        return false;
      });
      const texts = Object.fromEntries(
        Object.entries(LAZY_TEXTS).map(([language, module]) => [language, filesOf(module)]),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'first-screens.json',
        source: JSON.stringify({ screens, texts }),
      });
    },
  };
}

/** Above this size the entry's style sheet stays a file of its own (cached apart from the page). */
const INLINE_CSS_LIMIT = 4096;

/**
 * Puts the entry's style sheet (the font faces, under a kilobyte) into index.html: linked, it held
 * the skeleton's first paint back by one request, while the scripts were arriving.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'courtside:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = context.bundle?.[String(file)];
            if (asset?.type !== 'asset') return tag;
            const css = String(asset.source);
            return css.length <= INLINE_CSS_LIMIT ? `<style>${css}</style>` : tag;
          },
        );
      },
    },
  };
}

/**
 * Starts the page with the boot script (app/boot/boot-loader.ts) instead of the app's entry: the
 * entry's tag becomes a preload, and the boot script's tag names the entry and the early editor,
 * which it loads itself.
 */
function bootScript(): Plugin {
  return {
    name: 'courtside:boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const chunkOf = (id: string) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (!chunk) throw new Error(`boot script: no chunk of ${id}`);
          return chunk;
        };
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // The early editor's files in one list, so that they load at once, not import by import.
        const early = new Set([chunkOf(EARLY_EDITOR).fileName]);
        for (const file of early)
          for (const imported of byFile.get(file)?.imports ?? []) early.add(imported);
        const entry = `/${chunkOf(APP_PAGE).fileName}`;
        const tag = new RegExp(`<script type="module" crossorigin src="${entry}"></script>`);
        if (!tag.test(html)) throw new Error(`boot script: index.html has no tag for ${entry}`);
        const earlyFiles = [...early].map((file) => `/${file}`).join(' ');
        return html.replace(
          tag,
          `<link rel="modulepreload" crossorigin href="${entry}">` +
            `<script type="module" crossorigin src="/${chunkOf(BOOT_SCRIPT).fileName}" ` +
            `${ENTRY_ATTRIBUTE}="${entry}" ${EARLY_EDITOR_ATTRIBUTE}="${earlyFiles}"></script>`,
        );
      },
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
  plugins: [
    react(),
    pageSkeleton(),
    inlineEntryCss(),
    bootScript(),
    firstScreenFiles(),
    precompress(),
  ],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  // The manifest lets bench/ follow what each route loads before its first paint.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The boot script and the early editor are started by index.html's script, not imported.
      input: {
        index: APP_PAGE,
        boot: BOOT_SCRIPT,
        'early-editor': EARLY_EDITOR,
      },
      // The boot script calls the early editor's export (an app's entries export nothing).
      preserveEntrySignatures: 'exports-only',
      output: {
        codeSplitting: {
          groups: [
            { name: shellChunk(), debugName: 'shell' },
            {
              // The board's plain numbers and names, which the drafting board's first frame
              // needs: on their own, not in the chunk of the page checks, which builds its zod
              // schemas as it runs.
              name: 'board-basics',
              test: /domain\/src\/board\/(?:constants|canvas-size|same-origin-path)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
