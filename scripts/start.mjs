// `npm start`: builds the client and the server when their sources are newer than the build, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const shared = [at('domain', 'src'), at('package-lock.json')];

const targets = [
  {
    workspace: 'client',
    output: at('client', 'dist', 'index.html'),
    sources: [
      at('client', 'src'),
      at('client', 'public'),
      at('client', 'index.html'),
      at('client', 'vite.config.ts'),
      ...shared,
    ],
  },
  {
    workspace: 'server',
    output: at('server', 'dist', 'main.js'),
    sources: [at('server', 'src'), at('server', 'build.mjs'), ...shared],
  },
];

for (const { workspace, output, sources } of targets) {
  if (newestMtime([output]) >= newestMtime(sources)) continue;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
