// `npm run docs:permissions`: writes docs/permissions.md from the permissions table.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPermissions } from '../server/test/permissions/table.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await writeFile(path.join(root, 'docs', 'permissions.md'), await renderPermissions());
