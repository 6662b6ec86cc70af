// Shared helpers of the e2e specs.
import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where specs save their screenshots (git-ignored). */
export const shots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(shots, { recursive: true });

/** Collects console errors and page errors; each test ends with expect(errors).toEqual([]). */
export function watchConsole(page) {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
