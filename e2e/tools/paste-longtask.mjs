// The longest main-thread task after a paste, as e2e/ui2.spec.mjs item 7 measures it, N times
// (a fresh browser each time). JSF='--flag' passes V8 flags; EARLY=1 pastes before the editor loads.
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
  // EARLY=1: paste as soon as the first analysis is on screen (as e2e/scale.spec.mjs does),
  // without waiting for the code editor to load.
  if (process.env.EARLY) await page.waitForFunction(() => /analysed/.test(document.querySelector('#status')?.textContent || ''));
  else {
    await page.waitForSelector('#code-editor[data-editor="codemirror"]', { timeout: 20000 });
    await page.waitForTimeout(300);
  }
  const load = await page.evaluate(() => window.__longest());
  const cats = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.wasm'];
  if (process.env.TRACE) await browser.startTracing(page, { categories: cats });
  await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, text);
  await page.waitForFunction((b) => (document.querySelector('#status')?.textContent || '').includes(b) && /analysed in/.test(document.querySelector('#status').textContent), blocks, { timeout: 120000 });
  await page.waitForTimeout(800);
  out.push(await page.evaluate(() => window.__longest()));
  // TRACE=1: the longest main-thread task's events, and what ran beside it on other threads.
  if (process.env.TRACE) {
    const all = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const names = new Map(all.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [e.pid + ':' + e.tid, e.args.name]));
    const main = all.filter((e) => e.ph === 'X' && e.name === 'RunTask' && names.get(e.pid + ':' + e.tid) === 'CrRendererMain').sort((a, b) => b.dur - a.dur)[0];
    if (main) {
      const inside = new Map(); const beside = new Map();
      for (const e of all) {
        if (e.ph !== 'X' || !e.dur || e === main) continue;
        const a = Math.max(main.ts, e.ts), b = Math.min(main.ts + main.dur, e.ts + e.dur);
        if (b <= a) continue;
        const th = names.get(e.pid + ':' + e.tid) || '';
        const m = th === 'CrRendererMain' && e.tid === main.tid ? inside : beside;
        const k = (m === beside ? th + ' ' : '') + e.name + (e.args?.data?.functionName ? ':' + e.args.data.functionName : '');
        m.set(k, (m.get(k) || 0) + (b - a) / 1000);
      }
      const top = (m) => [...m.entries()].sort((x, y) => y[1] - x[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
      console.log(`  run ${i + 1}: task ${(main.dur / 1000).toFixed(0)} ms: ${top(inside)}\n    beside: ${top(beside)}`);
    }
  }
  await browser.close();
}
console.log(url, 'paste longest task ms:', out.join(' '), 'max', Math.max(...out));
