// Playwright with Debian's Chromium (never downloads a browser). The app is served from
// dist/ (built by `trunk build --release`) on 127.0.0.1:8080.
import { defineConfig } from '@playwright/test';

// E2E_PORT lets several checkouts run their e2e tests side by side (default 8080).
const PORT = process.env.E2E_PORT || '8080';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.mjs/,
  outputDir: './test-results',
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
             '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `python3 -m http.server ${PORT} --bind 127.0.0.1 --directory ../dist`,
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore',
    timeout: 30_000,
  },
});
