// Traces the main thread while pasting a file and opening one tab; prints the longest tasks with
// their biggest child events (script, style, layout, paint, GC), from Chrome's timeline trace.
// Usage: node e2e/tools/trace.mjs URL FILE TAB BLOCKS   (TAB = paste for the paste itself)
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [,, url, file, tab, blocks] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
page.on('pageerror', e => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForSelector('#status');
await page.waitForTimeout(1500);
const text = readFileSync(file, 'utf8');
const cats = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'];
if (tab === 'paste') await browser.startTracing(page, { categories: cats });
await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, text);
await page.waitForFunction((n) => (document.querySelector('#status')?.textContent || '').includes(n) && /analysed in/.test(document.querySelector('#status').textContent), blocks, { timeout: 120000 });
await page.waitForTimeout(1500);
if (tab !== 'paste') { await browser.startTracing(page, { categories: cats }); await page.locator(`[data-tab="${tab}"]`).click(); await page.waitForTimeout(4000); }
const buf = await browser.stopTracing();
const all = JSON.parse(buf.toString()).traceEvents;
const mains = new Set(all.filter(e => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(e => e.tid));
const ev = all.filter(e => e.ph === 'X' && e.dur && mains.has(e.tid));
const main = ev.filter(e => e.name === 'RunTask' && e.dur > 30000).sort((a, b) => b.dur - a.dur).slice(0, 6);
for (const t of main) {
  const kids = ev.filter(e => e.tid === t.tid && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.dur > 3000);
  const agg = new Map();
  for (const k of kids) { const n = k.name + (k.args?.data?.functionName ? ':' + k.args.data.functionName : ''); agg.set(n, (agg.get(n) || 0) + k.dur / 1000); }
  console.log(`task ${(t.dur / 1000).toFixed(0)} ms: ` + [...agg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', '));
}
await browser.close();
if (process.env.DETAIL) {
  for (const t of main.slice(0, 3)) {
    const kids = ev.filter(e => e.tid === t.tid && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && (e.name === 'Layout' || e.name === 'UpdateLayoutTree' || e.name === 'ParseHTML') && e.dur > 5000);
    for (const k of kids) console.log(`  ${k.name} ${(k.dur / 1000).toFixed(0)} ms at +${((k.ts - t.ts) / 1000).toFixed(0)}: ${JSON.stringify(k.args).slice(0, 400)}`);
  }
}
