// The longest main-thread task after a paste, as e2e/ui2.spec.mjs item 7 measures it, N times
// (a fresh browser each time). JSF='--flag' passes V8 flags.
// Usage: node e2e/tools/paste-longtask.mjs URL FILE BLOCKS [N]
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [,, url, file, blocks, n = '5'] = process.argv;
const text = readFileSync(file, 'utf8');
const out = [];
for (let i = 0; i < +n; i++) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu', ...(process.env.JSF ? ['--js-flags=' + process.env.JSF] : [])] });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.addInitScript(() => { window.__tasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
    window.__longest = () => { const m = Math.max(0, ...window.__tasks); window.__tasks = []; return Math.round(m); }; });
  await page.goto(url);
  await page.waitForSelector('#code-editor[data-editor="codemirror"]', { timeout: 20000 });
  await page.waitForTimeout(300);
  const load = await page.evaluate(() => window.__longest());
  await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, text);
  await page.waitForFunction((b) => (document.querySelector('#status')?.textContent || '').includes(b) && /analysed in/.test(document.querySelector('#status').textContent), blocks, { timeout: 120000 });
  await page.waitForTimeout(800);
  out.push(await page.evaluate(() => window.__longest()));
  await browser.close();
}
console.log(url, 'paste longest task ms:', out.join(' '), 'max', Math.max(...out));
