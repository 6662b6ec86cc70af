// The longest main-thread task when one tab is opened after a paste, N times (a fresh browser
// each time), as e2e/scale.spec.mjs and e2e/ui2.spec.mjs measure it.
// Usage: node e2e/tools/tab-longtask.mjs URL FILE BLOCKS TAB [N]
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [,, url, file, blocks, tab, n = '5'] = process.argv;
const text = readFileSync(file, 'utf8');
const out = [];
for (let i = 0; i < +n; i++) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.addInitScript(() => { window.__tasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
    window.__longest = () => { const m = Math.max(0, ...window.__tasks); window.__tasks = []; return Math.round(m); }; });
  await page.goto(url);
  await page.waitForSelector('#code-editor[data-editor="codemirror"]', { timeout: 20000 });
  await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, text);
  await page.waitForFunction((b) => (document.querySelector('#status')?.textContent || '').includes(b) && /analysed in/.test(document.querySelector('#status').textContent), blocks, { timeout: 120000 });
  await page.waitForTimeout(1500);
  await page.evaluate(() => window.__longest());
  await page.locator(`[data-tab="${tab}"]`).click();
  await page.waitForTimeout(1500);
  out.push(await page.evaluate(() => window.__longest()));
  await browser.close();
}
const s = [...out].sort((a, b) => a - b);
console.log(url, tab, 'longest task ms:', out.join(' '), 'median', s[s.length >> 1]);
