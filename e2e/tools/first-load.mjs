// First load of the explorer on a slow link (issue 30 item 10): the milliseconds from navigation
// to the first CFG on screen — the prerendered first screen's first contentful paint when the
// page has it (index.html, e2e/tools/prerender.mjs), else the app's — and to the app's own CFG
// drawn (`[data-view="cfg"] [data-block]` in the page, interactive), in headless Chromium
// with CDP network throttling (20 Mbit/s down and up, 40 ms latency), a 4× CPU slowdown, an empty
// cache per run, and dist/ served compressed (scripts/serve-dist, gzip) as a static host would
// (an untimed warm-up run first, so that no counted run waits for the server's compression).
// Prints every run, the median of RUNS (default 5), and the bytes that crossed the wire.
// A benchmark that prints its figure, not a test: it never fails on the figure.
//
// Usage: scripts/bench-first-load [DIST]   (default dist; build it with trunk build --release)
//        RUNS=9 BENCH_PORT=8095 CPU=4 MBIT=20 RTT=40 scripts/bench-first-load
//        THEN_TAB=warp scripts/bench-first-load   (then also, once the app's CFG is drawn and the
//        editor loaded, the ms from a click on that tab to its view drawn (THEN_SELECTOR, default
//        `#panel-TAB [data-view]`): for a tab of the full module (web/src/full_module.rs), its
//        fetch, compile and start included)
//        TRACE=/tmp/load.json scripts/bench-first-load   (also a Chrome trace of the first counted
//        run, and its main-thread tasks over 5 ms before the first CFG: start, length, the events
//        inside. Note: Playwright's own script, injected for waitForFunction, shows as one
//        EvaluateScript of ≈ 90 ms at ×4 while the wasm downloads.)
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium, root, serveDist } from './bench-page.mjs';

const dist = resolve(process.argv[2] || join(root, 'dist'));
const port = Number(process.env.BENCH_PORT || 8095);
const runs = Number(process.env.RUNS || 5);
const cpu = Number(process.env.CPU || 4);
const mbit = Number(process.env.MBIT || 20);
const rtt = Number(process.env.RTT || 40);
const thenTab = process.env.THEN_TAB || '';
const thenSelector = process.env.THEN_SELECTOR || `#panel-${thenTab} [data-view]`;
const tabTimes = [];

/** Prints the renderer main thread's tasks over 5 ms from navigation to `until` ms. */
function summarize(events, until) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'navigationStart'))
    || events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const nav = events.filter((e) => e.name === 'navigationStart' && e.pid === main.pid).map((e) => e.ts).sort((a, b) => a - b)[0];
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ts >= nav && (e.ts - nav) / 1000 <= until && e.dur >= 5000);
  console.log(`trace: main-thread tasks over 5 ms before the first CFG (${until.toFixed(0)} ms), start + length, ms:`);
  let busy = 0;
  for (const task of tasks) {
    busy += task.dur / 1000;
    const inside = new Map();
    for (const e of mine) {
      if (e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.name !== 'RunTask') inside.set(e.name, (inside.get(e.name) || 0) + e.dur / 1000);
    }
    const top = [...inside.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
    console.log(`  ${((task.ts - nav) / 1000).toFixed(0).padStart(5)} +${(task.dur / 1000).toFixed(0).padStart(4)}  ${top}`);
  }
  console.log(`  (${busy.toFixed(0)} ms in these tasks)`);
}

const server = await serveDist(dist, port);
const browser = await launchChromium();
const times = [];
const shownTimes = [];
try {
  // Run 0 is not counted: serve-dist compresses each file on its first request (a static host
  // serves files compressed ahead of time), which would make the first counted run the slowest.
  for (let i = -1; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    // The moment the first block of the CFG drawing is in the document (ms since navigation).
    await page.addInitScript(() => {
      const sel = '[data-view="cfg"] [data-block]';
      // Also when the prerendered first screen (index.html, e2e/tools/prerender.mjs: the same
      // CFG and trees) was in the document: from its parsing to its removal.
      const obs = new MutationObserver(() => {
        const pre = document.getElementById('prerender');
        if (pre && window.__preFrom === undefined) window.__preFrom = performance.now();
        if (!pre && window.__preFrom !== undefined && window.__preTo === undefined) window.__preTo = performance.now();
        if (document.querySelector(sel) && window.__firstCfg === undefined) window.__firstCfg = performance.now();
        if (window.__firstCfg !== undefined && (window.__preFrom === undefined || window.__preTo !== undefined)) obs.disconnect();
      });
      obs.observe(document, { childList: true, subtree: true });
      // The first contentful paint (its entry may be delivered late, after the prerender left).
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
        }
      }).observe({ type: 'paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: rtt,
      downloadThroughput: (mbit * 1e6) / 8, uploadThroughput: (mbit * 1e6) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const sizes = new Map();
    cdp.on('Network.responseReceived', (e) => sizes.set(e.requestId, { url: e.response.url, enc: e.response.headers['content-encoding'] || e.response.headers['Content-Encoding'] || '' }));
    cdp.on('Network.loadingFinished', (e) => { const s = sizes.get(e.requestId); if (s) s.bytes = e.encodedDataLength; });
    // TRACE=file.json: a Chrome trace of the first counted run, and its main-thread tasks of
    // over 5 ms up to the first CFG printed (start and length in ms, the events inside them).
    const tracing = process.env.TRACE && i === 0;
    if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading'] });
    await page.goto(`http://127.0.0.1:${port}/index.html`);
    await page.waitForFunction(() => window.__firstCfg !== undefined, null, { timeout: 60_000, polling: 50 });
    const t = await page.evaluate(() => window.__firstCfg);
    if (tracing) {
      const buf = await browser.stopTracing();
      writeFileSync(process.env.TRACE, buf);
      summarize(JSON.parse(buf.toString()).traceEvents, t);
    }
    // Let the editor's bundle and the worker finish loading, to count their bytes too.
    await page.waitForTimeout(1500);
    const editor = await page.evaluate(() => document.querySelector('#code-editor')?.dataset.editor || 'not mounted');
    const [fcp, from, to] = await page.evaluate(() => [window.__fcp, window.__preFrom, window.__preTo]);
    const pre = fcp !== undefined && from !== undefined && from <= fcp && (to === undefined || fcp < to);
    // The first CFG on screen: the prerendered one at the first contentful paint when it was
    // there, else the app's.
    const shown = pre && fcp !== undefined ? fcp : t;
    // THEN_TAB: the click on the tab → its view drawn.
    let tab = '';
    if (thenTab) {
      const t0 = await page.evaluate(() => performance.now());
      await page.locator(`[data-tab="${thenTab}"]`).click();
      await page.waitForFunction((sel) => document.querySelector(sel) && !document.getElementById('loading-full'), thenSelector, { timeout: 60_000, polling: 20 });
      const dt = (await page.evaluate(() => performance.now())) - t0;
      if (i >= 0) tabTimes.push(dt);
      tab = `; tab ${thenTab} drawn ${dt.toFixed(0)} ms after its click`;
    }
    if (i < 0) {
      console.log(`warm-up run (not counted, serve-dist compresses each file once): ${t.toFixed(0)} ms`);
      await context.close();
      continue;
    }
    times.push(t);
    shownTimes.push(shown);
    const wire = [...sizes.values()].filter((s) => s.bytes);
    const total = wire.reduce((a, s) => a + s.bytes, 0);
    console.log(`run ${i + 1}: first CFG on screen at ${shown.toFixed(0)} ms (${pre ? 'prerendered, first contentful paint' : 'the app\'s'}), the app's CFG drawn at ${t.toFixed(0)} ms; ${(total / 1024).toFixed(0)} KiB over the wire in ${wire.length} responses; editor: ${editor}${tab}`);
    if (i === 0) {
      for (const s of wire.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`  ${String(s.bytes).padStart(8)} B ${s.enc.padEnd(5)} ${s.url.replace(`http://127.0.0.1:${port}/`, '')}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
const med = (xs) => { xs.sort((a, b) => a - b); return xs[Math.floor(xs.length / 2)]; };
const conditions = `${runs} runs, ${mbit} Mbit/s, ${rtt} ms latency, CPU ×${cpu}, gzip`;
console.log(`first-load: median ${med(shownTimes).toFixed(0)} ms to the first CFG on screen (${conditions}): ${shownTimes.map((x) => x.toFixed(0)).join(', ')}`);
console.log(`first-load: median ${med(times).toFixed(0)} ms to the app's own CFG drawn (interactive): ${times.map((x) => x.toFixed(0)).join(', ')}`);
if (thenTab) console.log(`first-load: median ${med(tabTimes).toFixed(0)} ms from a click on the ${thenTab} tab to ${thenSelector} drawn: ${tabTimes.map((x) => x.toFixed(0)).join(', ')}`);
