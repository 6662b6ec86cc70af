// The Debug tab's paint per step: 12 instruction steps of the gallery's debug example, traced; prints the
// elements whose Paint events cost most (resolved through CDP) and the frame's events per step.
// CSS='rule { ... }' adds a style rule first (try containment without a rebuild).
// Usage: node e2e/tools/dbgpaint.mjs URL   (dist/ served, e.g. scripts/serve-dist dist 8192)
import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.goto(url);
await page.waitForSelector('#status');
await page.locator('#example').selectOption('debug-race');
await page.waitForFunction(() => /debug_race\.cl/.test(document.querySelector('#source').value), null, { timeout: 20000 });
await page.locator('[data-tab="debug"]').click();
await page.waitForSelector('#debug[data-reason="start"]', { timeout: 30000 });
await page.waitForTimeout(1500);
if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
for (let i = 0; i < 12; i++) { const pos = await page.locator('#debug').getAttribute('data-position'); await page.locator('#dbg-step-inst').click(); await page.waitForFunction((p) => document.querySelector('#debug').getAttribute('data-position') !== p && document.querySelector('#debug').getAttribute('data-busy') === 'false', pos); await page.waitForTimeout(100); }
const all = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
const mains = new Set(all.filter(e => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(e => e.tid));
const p = all.filter(e => e.name === 'Paint' && mains.has(e.tid));
const m = new Map();
for (const e of p) { const d = e.args?.data || {}; const k = d.nodeId; const v = m.get(k) || [0, 0, d.nodeName]; v[0]++; v[1] += (e.dur || 0) / 1000; m.set(k, v); }
const cdp = await page.context().newCDPSession(page);
await cdp.send('DOM.getDocument', { depth: -1 });
for (const [id, v] of [...m.entries()].sort((a, b) => b[1][1] - a[1][1]).slice(0, 8)) {
  let desc = '';
  try { const r = await cdp.send('DOM.describeNode', { backendNodeId: id }); const n = r.node; desc = n.nodeName + ' ' + (n.attributes || []).join(' ').slice(0, 120); } catch (e) { desc = 'n/a ' + v[2]; }
  console.log(`${v[0]} paints, ${v[1].toFixed(1)} ms: node ${id} ${desc}`);
}
const sum = (n) => all.filter(e => e.name === n && mains.has(e.tid)).reduce((a, e) => a + (e.dur || 0) / 1000, 0);
console.log('per step ms: Paint', (sum('Paint') / 12).toFixed(2), 'Layout', (sum('Layout') / 12).toFixed(2), 'Layerize', (sum('Layerize') / 12).toFixed(2), 'PrePaint', (sum('PrePaint') / 12).toFixed(2), 'Commit', (sum('Commit') / 12).toFixed(2), 'UpdateLayoutTree', (sum('UpdateLayoutTree') / 12).toFixed(2));
await browser.close();
