// The time of one debugger step in the page (issue 33 item 7: "one step in the page under 16 ms on
// a 256-work-item kernel"). Our `scale` kernel (core/tests/debugger_kernels/scale.cl, clang-19 -g
// -O0 AMDGPU) on 256 work-items in 4 work-groups of 64, n = 64, as core/benches/debugger.rs's
// `step` bench runs it, with its source in the Debug tab's source pane; the focus is the last
// work-item (255, 0, 0), whose warp (64 lanes) the tab shows. Each sample is one step of it,
// from the button's click (a DOM `click()`) to:
//   - dom:   the new stop in the document (a MutationObserver sees `#debug`'s data-position
//            change with data-busy false: the worker answered and the tab's redraw is applied);
//   - frame: the first animation frame after that (a requestAnimationFrame callback: style,
//            layout and paint of the new stop follow in that frame);
//   - paint: a task posted from that frame's callback (after the frame's paint).
// `worker` is the debug worker's own time for the command (DebugResponse::millis, which the tab
// writes to `#debug[data-worker-ms]`; absent on builds before it did). The first step of each
// kind is a warm-up (the first takes the core's checkpoints: a run over the kernel) and is printed
// apart. Then the same number of steps back to back ("held": each click as soon as the previous
// stop is in the document): the ms and animation frames per step. Also prints the longest main-thread task during the samples (PerformanceObserver
// 'longtask': tasks over 50 ms; none means every task was shorter) and the load average.
// A benchmark that prints its figures, not a test: it never fails on a figure, only when the page
// does not step.
//
// Usage: scripts/bench-debug-step [DIST]   (default dist; build it with trunk build --release)
//        STEPS=30 BENCH_PORT=8191 WIDTH=1400 scripts/bench-debug-step
//        CSS='.dbg-scroll { contain: content; }' scripts/bench-debug-step   (adds a style rule: try
//        one without a rebuild)
//        TRACE=/tmp/step.json [TRACE_LIGHT=1] scripts/bench-debug-step   (also records a Chrome trace of the samples
//        and prints where the time goes: per step, the page's main thread and the busiest worker
//        thread, by trace event — RunTask is a task, FunctionCall script, Layout / Paint … the frame)
//        SHOT=/tmp/debug.png scripts/bench-debug-step   (also a full-page screenshot after the steps)
//        PROFILE=/tmp/step.cpuprofile scripts/bench-debug-step   (also a V8 CPU profile of the page's
//        main thread during the samples, and the functions with the most self time per step)
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium, root, serveDist } from './bench-page.mjs';

const dist = resolve(process.argv[2] || join(root, 'dist'));
const port = Number(process.env.BENCH_PORT || 8191);
const steps = Number(process.env.STEPS || 20);
const width = Number(process.env.WIDTH || 1400);
const trace = process.env.TRACE || '';
const kernels = join(root, 'core', 'tests', 'debugger_kernels');
// The file's own `; run:` / `; arg` lines (8 work-items, for the core's tests) are dropped: the
// last directive wins, and the benchmark's come first.
const ir = readFileSync(join(kernels, 'scale.O0.amdgcn.ll'), 'utf8').split('\n').filter((l) => !/^; (run|arg)\b/.test(l)).join('\n');
const source = readFileSync(join(kernels, 'scale.cl'), 'utf8');
const text = '; run: global 256 local 64\n; arg 0 = i32[256] zeros\n; arg 1 = i32[256] iota\n; arg 2 = 64\n' + ir;
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

const server = await serveDist(dist, port);
const browser = await launchChromium();

/** Steps with button `id` `n` times in the page; returns one sample per step. */
async function sample(page, id, n) {
  return page.evaluate(async ({ id, n }) => {
    const dbg = () => document.getElementById('debug');
    const out = [];
    for (let k = 0; k < n; k++) {
      const before = dbg().dataset.position;
      const at = {};
      const drawn = new Promise((resolve) => {
        const check = () => {
          const d = dbg();
          if (d && d.dataset.busy === 'false' && d.dataset.position !== before) {
            at.dom = performance.now();
            performance.mark('debug-step-dom');
            o.disconnect();
            clearTimeout(stuck);
            requestAnimationFrame(() => {
              at.frame = performance.now();
              performance.mark('debug-step-frame');
              setTimeout(() => { at.paint = performance.now(); performance.mark('debug-step-paint'); resolve(); }, 0);
            });
          }
        };
        const o = new MutationObserver(check);
        o.observe(document.body, { subtree: true, attributes: true, childList: true });
        // A step that does not move the session (the kernel's end) must not hang the benchmark.
        const stuck = setTimeout(() => { o.disconnect(); at.stuck = true; resolve(); }, 10_000);
      });
      performance.mark('debug-step-click');
      const t0 = performance.now();
      window.__longtasks = [];
      document.getElementById(id).click();
      await drawn;
      const d = dbg();
      const long = Math.max(0, ...window.__longtasks.map((t) => t.duration));
      out.push({
        dom: at.dom - t0, frame: at.frame - t0, paint: at.paint - t0, stuck: !!at.stuck, long,
        worker: Number(d.dataset.workerMs ?? NaN), position: d.dataset.position, reason: d.dataset.reason,
        workItem: d.dataset.workItem,
      });
      if (at.stuck) break;
      // Let the page settle (the idle time between a reader's clicks): 50 ms and a fraction of
      // a 60 Hz frame that differs from step to step (the golden ratio's multiples, mod 1), so
      // the clicks land at every point of the display's frame, as a reader's do. A fixed pause
      // of 50 ms (three frames) put every click at the same point: just after a frame.
      await new Promise((r) => setTimeout(r, 50 + ((k * 0.6180339887) % 1) * 16.7));
    }
    return out;
  }, { id, n });
}

/** Steps with button `id` `n` times back to back (each click as soon as the previous stop is in
 * the document, as a reader holding a step key would): `{ms, frames}`, the time of the `n` steps
 * and the animation frames the page ran meanwhile. A page whose step fits in a frame keeps up:
 * about one frame per step and `ms / n` near the frame interval (16.7 ms at 60 Hz). */
async function held(page, id, n) {
  return page.evaluate(async ({ id, n }) => {
    const dbg = () => document.getElementById('debug');
    let frames = 0;
    let on = true;
    const tick = () => { frames += 1; if (on) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    await new Promise((r) => requestAnimationFrame(r));
    frames = 0;
    const t0 = performance.now();
    for (let k = 0; k < n; k++) {
      const before = dbg().dataset.position;
      const done = new Promise((resolve) => {
        const o = new MutationObserver(() => {
          const d = dbg();
          if (d && d.dataset.busy === 'false' && d.dataset.position !== before) { o.disconnect(); resolve(); }
        });
        o.observe(document.body, { subtree: true, attributes: true, childList: true });
      });
      document.getElementById(id).click();
      await done;
    }
    // The last stop's frame.
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    on = false;
    return { ms: performance.now() - t0, frames };
  }, { id, n });
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `median ${q(0.5).toFixed(1)}, p90 ${q(0.9).toFixed(1)}, min ${s[0].toFixed(1)}, max ${s[s.length - 1].toFixed(1)}`;
};

/** Where the time of the samples went, from a Chrome trace (see the usage above): per thread
 * and trace event, the median over the steps (warm-ups left out) of its ms in one step. */
function summarise(t) {
  const ev = t.traceEvents || t;
  const names = new Map();
  for (const e of ev) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const marks = ev.filter((e) => e.cat && e.cat.includes('blink.user_timing') && String(e.name).startsWith('debug-step-'));
  const at = (name) => marks.filter((e) => e.name === name).map((e) => e.ts).sort((a, b) => a - b);
  const ends = at('debug-step-paint');
  const windows = at('debug-step-click').map((c) => [c, ends.find((x) => x > c) ?? c]);
  // The warm-ups: the first step of each kind.
  windows.splice(steps + 1, 1);
  windows.splice(0, 1);
  const sums = windows.map(() => new Map());
  let longest = 0;
  // An event inside another of the same name on its thread (Paint of HTML in Paint of the
  // document) is counted once, by the outer one.
  const open = new Map();
  for (const e of [...ev].filter((x) => x.ph === 'X' && x.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const w = windows.findIndex(([a, b]) => e.ts >= a && e.ts < b);
    if (w < 0) continue;
    const th = `${e.pid}:${e.tid}`;
    const key = `${th}|${e.name}`;
    if ((open.get(key) ?? -1) > e.ts) continue;
    open.set(key, e.ts + e.dur);
    sums[w].set(key, (sums[w].get(key) || 0) + e.dur);
    if (names.get(th) === 'CrRendererMain' && e.name === 'RunTask') longest = Math.max(longest, e.dur);
  }
  const keys = new Set(sums.flatMap((m) => [...m.keys()]));
  const median = (key) => {
    const xs = sums.map((m) => m.get(key) || 0).sort((a, b) => a - b);
    return xs[Math.floor(xs.length / 2)] / 1000;
  };
  const threads = new Map();
  for (const key of keys) {
    const [th, name] = key.split('|');
    if (!/CrRendererMain|DedicatedWorker/.test(names.get(th) || '')) continue;
    if (!threads.has(th)) threads.set(th, []);
    threads.get(th).push([name, median(key)]);
  }
  console.log(`trace (${trace}): ${windows.length} steps; per step, the median ms by event (an event is counted in each event around it):`);
  const busy = (th) => (threads.get(th).find(([n]) => n === 'RunTask') || [0, 0])[1];
  for (const th of [...threads.keys()].sort((a, b) => busy(b) - busy(a)).slice(0, 2)) {
    const top = threads.get(th).sort((a, b) => b[1] - a[1]).filter(([, v]) => v >= 0.05).slice(0, 16);
    console.log(`  ${names.get(th)} ${th}: ${top.map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`);
  }
  console.log(`  longest main-thread task in the steps: ${(longest / 1000).toFixed(1)} ms`);
}

let failed = false;
try {
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    window.__longtasks = [];
    new PerformanceObserver((l) => window.__longtasks.push(...l.getEntries())).observe({ type: 'longtask', buffered: false });
  });
  await page.goto(`http://127.0.0.1:${port}/index.html`);
  await page.locator('#status').filter({ hasText: 'analysed' }).waitFor({ timeout: 60_000 });
  await page.locator('#source').fill(text);
  await page.locator('#status').filter({ hasText: 'blocks' }).waitFor({ timeout: 60_000 });
  await page.locator('[data-tab="debug"]').click();
  await page.locator('#debug[data-reason="start"]').waitFor({ timeout: 60_000 });
  // The session of this text (not of the example the page opened with): a warp of 64 lanes.
  await page.waitForFunction(() => document.querySelector('#debug')?.dataset.lanes === '64', null, { timeout: 60_000 });
  if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
  // The kernel's source in the source pane (as a reader pastes it).
  await page.locator('#dbg-source .dbg-paste summary').click();
  await page.locator('#dbg-source-text').fill(source);
  await page.locator('#dbg-source-text').dispatchEvent('change');
  await page.locator('#debug .src-line[data-line="7"]').filter({ hasText: 'acc += x * k;' }).waitFor({ timeout: 30_000 });
  // Focus the last work-item: the field's value, then Enter (what commits a text field: its
  // `change` event).
  await page.locator('#dbg-focus').fill('255, 0, 0');
  await page.locator('#dbg-focus').press('Enter');
  await page.waitForFunction(() => document.getElementById('dbg-focus').value === '255, 0, 0');
  const rows = [];
  // PROFILE=file.cpuprofile: a V8 CPU profile of the samples (open it in DevTools), and the
  // functions with the most self time printed.
  const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  if (trace) {
    // TRACE_LIGHT=1: without the v8 categories (a trace event per script call), which add about a
    // third to the page's script time; the figures by event are then closer to an untraced run.
    const v8 = process.env.TRACE_LIGHT ? [] : ['v8.execute', 'v8'];
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', ...v8] });
  }
  // KINDS=line (or instruction): only those steps.
  const kinds = [['line', 'dbg-step-line'], ['instruction', 'dbg-step-inst']].filter(([k]) => !process.env.KINDS || process.env.KINDS.split(',').includes(k));
  for (const [kind, id] of kinds) {
    const [warm] = await sample(page, id, 1);
    const got = await sample(page, id, steps);
    const bad = [warm, ...got].filter((s) => s.stuck || s.workItem !== '(255, 0, 0)' || s.reason !== 'step');
    if (bad.length) {
      failed = true;
      console.log(`${kind} step: did not step work-item (255, 0, 0): ${JSON.stringify(bad[0])}`);
    }
    console.log(`${kind} step, warm-up: dom ${warm.dom.toFixed(1)} ms, frame ${warm.frame.toFixed(1)} ms (worker ${warm.worker.toFixed(1)} ms; position ${warm.position})`);
    for (const [k, s] of got.entries()) {
      console.log(`  ${kind} ${String(k + 1).padStart(2)}: dom ${s.dom.toFixed(1).padStart(6)}  frame ${s.frame.toFixed(1).padStart(6)}  paint ${s.paint.toFixed(1).padStart(6)}  worker ${s.worker.toFixed(2).padStart(6)}  longtask ${s.long.toFixed(0).padStart(3)}  position ${s.position} ${s.workItem}`);
    }
    rows.push([kind, got, id]);
  }
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(process.env.PROFILE, JSON.stringify(profile));
    const dt = new Map();
    profile.samples.forEach((id, k) => dt.set(id, (dt.get(id) || 0) + (profile.timeDeltas[k + 1] || 0)));
    const self = new Map();
    for (const n of profile.nodes) {
      const f = n.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url ? f.url.split('/').pop() : ''}`;
      self.set(key, (self.get(key) || 0) + (dt.get(n.id) || 0));
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const sampled = kinds.length * (steps + 1);
    console.log(`profile (${process.env.PROFILE}): self time per step, ms (of ${(total / 1000 / sampled).toFixed(2)} per step):`);
    for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(v / 1000 / sampled).toFixed(3).padStart(7)}  ${k}`);
  }
  // SHOT=file.png: the Debug tab as the steps left it (the 64-lane tables), to look at.
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT, fullPage: true });
  if (trace) {
    const buf = await browser.stopTracing();
    writeFileSync(trace, buf);
    summarise(JSON.parse(String(buf)));
  }
  // The back-to-back steps come after the profile and the trace, which cover the samples only.
  for (const row of rows) row[2] = await held(page, row[2], steps);
  console.log(`debug-step: ${dist}, ${steps} steps each, ${width} px, load average ${load()}`);
  for (const [kind, got, h] of rows) {
    const worker = got.map((s) => s.worker).filter((x) => !Number.isNaN(x));
    console.log(`${kind.padEnd(11)} click→DOM ${stats(got.map((s) => s.dom))} | click→frame ${stats(got.map((s) => s.frame))} | click→after paint ${stats(got.map((s) => s.paint))}${worker.length ? ` | worker ${stats(worker)}` : ''} | longest task ${Math.max(...got.map((s) => s.long)).toFixed(0)} ms (0: none over 50 ms)`);
    console.log(`${''.padEnd(11)} held (${steps} steps back to back): ${(h.ms / steps).toFixed(1)} ms and ${(h.frames / steps).toFixed(2)} frames per step`);
  }
} finally {
  await browser.close();
  server.kill();
}
process.exit(failed ? 1 : 0);
