// `npm run check`: lint, typecheck of every workspace and the format check, two at a time (each
// runs on one core, and CI's machines have two), then the bundle budget, which builds the client.
// Each step's output is printed whole when it ends, so two steps never mix their lines.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// Longest first, so the two lanes end about together (seconds on a 2-core machine: client 50,
// lint 46, format 33, server 18, bench 17, domain 10, e2e 7).
const steps = [
  { name: 'typecheck client', command: bin('tsc'), args: ['-p', 'client'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level=warn'] },
  { name: 'typecheck server', command: bin('tsc'), args: ['-p', 'server'] },
  { name: 'typecheck bench', command: bin('tsc'), args: ['-p', 'bench'] },
  { name: 'typecheck domain', command: bin('tsc'), args: ['-p', 'domain'] },
  { name: 'typecheck e2e', command: bin('tsc'), args: ['-p', 'e2e'] },
];
const lanes = Math.max(1, Math.min(2, os.availableParallelism()));

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s)\n${output}`);
      resolve(ok);
    });
  });
}

const queue = [...steps];
const failed = [];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      if (!(await run(step))) failed.push(step.name);
    }
  }),
);
if (failed.length > 0) {
  console.error(`check failed: ${failed.join(', ')}`);
  process.exit(1);
}

const budget = spawnSync('npm', ['run', 'bench:budget'], { cwd: root, stdio: 'inherit' });
process.exit(budget.status ?? 1);
