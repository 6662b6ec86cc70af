// Longest layouts and style recalculations after a paste, first as the page is, then with each
// selector hidden (or each full CSS rule given added): which part's first layout is long.
// Usage: node e2e/tools/paste-hide.mjs URL FILE BLOCKS [SELECTOR | 'RULE { ... }']...
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [,, url, file, blocks, ...sels] = process.argv;
const text = readFileSync(file, 'utf8');
for (const sel of ['none', ...sels]) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(url);
  await page.waitForSelector('#code-editor[data-editor="codemirror"]', { timeout: 20000 });
  await page.waitForTimeout(1500);
  if (sel !== 'none') await page.addStyleTag({ content: sel.includes("{") ? sel : `${sel} { display: none !important; }` });
  await page.waitForTimeout(200);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, text);
  await page.waitForFunction((b) => (document.querySelector('#status')?.textContent || '').includes(b) && /analysed in/.test(document.querySelector('#status').textContent), blocks, { timeout: 120000 });
  await page.waitForTimeout(1500);
  const all = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const lay = all.filter(e => e.name === 'Layout').sort((a, b) => b.dur - a.dur).slice(0, 3).map(e => `${(e.dur / 1000).toFixed(0)}ms/${e.args?.beginData?.dirtyObjects}`);
  const sty = all.filter(e => e.name === 'UpdateLayoutTree').sort((a, b) => b.dur - a.dur).slice(0, 2).map(e => `${(e.dur / 1000).toFixed(0)}ms/${e.args?.elementCount}`);
  console.log(sel.padEnd(30), 'layouts', lay.join(' '), ' styles', sty.join(' '));
  await browser.close();
}
