import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of any file below the given paths (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    let stat;
    try {
      stat = statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(target, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}
