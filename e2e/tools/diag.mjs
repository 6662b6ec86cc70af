// Diagnostic: paste a file, visit tabs, print the longest main-thread task per tab as it goes.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [,, file, tabs = 'trees,frontiers,algorithms,query,cycles,hierarchies,uniformity,warp', width = '1400', prefix = '/tmp/shots/diag'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: +width, height: 900 } });
page.on('console', m => { if (m.type() === 'error') console.log('console error:', m.text().slice(0, 500)); });
page.on('pageerror', e => console.log('pageerror:', e.message));
await page.addInitScript(() => {
  window.__tasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  window.__longest = () => { const m = Math.max(0, ...window.__tasks); window.__tasks = []; return Math.round(m); };
});
await page.goto('' + (process.env.URL || 'http://127.0.0.1:8080/') + '');
await page.waitForSelector('#status');
await page.waitForTimeout(1000);
if (file) {
  const text = readFileSync(file, 'utf8');
  const t0 = Date.now();
  await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, text);
  await page.waitForFunction((n) => { const s = document.querySelector('#status')?.textContent || ''; return s.includes(n) && /analysed in/.test(s); }, process.env.BLOCKS || 'blocks', { timeout: 120000 });
  console.log('paste', Date.now() - t0, 'ms; longest', await page.evaluate(() => window.__longest()), await page.locator('#status').textContent());
}
for (const t of tabs.split(',')) {
  const t0 = Date.now();
  await page.locator(`[data-tab="${t}"]`).click({ timeout: 120000 });
  await page.waitForTimeout(2500);
  const l = await page.evaluate(() => window.__longest());
  console.log(t, 'click+2.5s', Date.now() - t0, 'ms; longest task', l);
  await page.screenshot({ path: `${prefix}-${t}.png`, timeout: 120000 });
}
await browser.close();
