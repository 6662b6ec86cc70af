// What the other threads did during the longest layout after a paste: a Chrome trace of the paste;
// prints the longest optimising (TurboFan) compile units, then per thread and event the ms that
// overlapped that layout. (docs/PERFORMANCE.md "Giant functions".)
// Usage: node e2e/tools/trace-overlap.mjs URL FILE BLOCKS   (BLOCKS: text the status line shows)
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [,, url, file, blocks] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.goto(url);
await page.waitForSelector('#code-editor[data-editor="codemirror"]', {timeout: 20000});
await page.waitForTimeout(1500);
const text = readFileSync(file, 'utf8');
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.wasm', 'toplevel'] });
await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, text);
await page.waitForFunction((n) => (document.querySelector('#status')?.textContent || '').includes(n) && /analysed in/.test(document.querySelector('#status').textContent), blocks, { timeout: 120000 });
await page.waitForTimeout(1500);
const all = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
const names = new Map(all.filter(e => e.ph === 'M' && e.name === 'thread_name').map(e => [e.pid + ':' + e.tid, e.args.name]));
for (const e of all.filter(e => e.name === "wasm.ExecuteCompilationUnits" || e.name==="wasm.TopTierCompilation").sort((a,b)=>b.dur-a.dur).slice(0,8)) console.log("TT", (e.dur/1000).toFixed(0), e.pid, e.tid, JSON.stringify(e.args));
const lay = all.filter(e => e.name === 'Layout' && e.dur > 10000).sort((a,b)=>b.dur-a.dur)[0];
console.log('layout', (lay.dur/1000).toFixed(0), 'ms');
const s = lay.ts, f = lay.ts + lay.dur; const busy = new Map();
for (const e of all) { if (e.ph !== 'X' || !e.dur || e === lay) continue; const a = Math.max(s, e.ts), b = Math.min(f, e.ts + e.dur); if (b <= a) continue;
  const k = (names.get(e.pid + ':' + e.tid) || e.tid) + ' ' + e.name; busy.set(k, Math.max(busy.get(k) || 0, 0) + (b - a) / 1000); }
console.log([...busy.entries()].filter(([k]) => !/CrRendererMain/.test(k)).sort((a,b)=>b[1]-a[1]).slice(0, 20).map(([k,v]) => v.toFixed(0).padStart(5) + ' ' + k).join('\n'));
await browser.close();
