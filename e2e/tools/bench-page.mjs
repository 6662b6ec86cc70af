// What the page benchmarks share (scripts/bench-first-load, scripts/bench-debug-step): dist/
// served compressed by scripts/serve-dist, and headless Debian Chromium without its background
// services (they would add requests and CPU to what is measured).
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Starts scripts/serve-dist on `dist` and `port`; resolves to the server process once it serves. */
export async function serveDist(dist, port) {
  const server = spawn(join(root, 'scripts', 'serve-dist'), [dist, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ok, fail) => {
    server.stdout.on('data', (d) => { if (String(d).includes('serve-dist:')) ok(); });
    server.on('exit', (c) => fail(new Error(`serve-dist exited with ${c}`)));
  });
  return server;
}

/** Launches /usr/bin/chromium headless, as the benchmarks measure it. */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
