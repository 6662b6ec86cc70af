// Label placement (issue 21, item 2): every badge, edge label and join mark of a drawing sits
// in its own background box (core `layout::labels`), over no block and no other label, and its
// text fits the box. Checked in the Warp drawing of the default example, of a 64-lane kernel
// run and of nw's run (join marks under ipdom and markers, and the exported SVG), at several
// steps, by the boxes' on-screen rectangles; and (item 5) the minimap sits in a corner with no
// block under it (nw trees). Screenshots at 1,400 and 1,024 px.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pasteText, shots, watchConsole } from './helpers.mjs';

/** Our BFS frontier step (core/tests/interpreter_kernels/bfs_frontier.cl) on one 64-lane warp. */
const BFS64 = '; run: global 64 local 64 wave 64\n' + readFileSync(join(import.meta.dirname, 'fixtures', 'bfs_frontier.ll'), 'utf8');

/** Overlapping pairs among the labels' boxes (badges, edge labels, join marks) and the blocks'
 * boxes of a drawing (screen px); labels whose text is wider than its background; texts with
 * no background; how many join marks. `root` is an `svg` (the page's or an exported one). */
function measure(svg) {
  const r = (e) => e.getBoundingClientRect();
  const labels = [...svg.querySelectorAll('.label-bg')].map((e) => ({ b: r(e), t: e.nextElementSibling?.textContent, tb: e.nextElementSibling && r(e.nextElementSibling) }));
  const nodes = [...svg.querySelectorAll('[data-k] > .box')].map((e) => ({ b: r(e), t: e.parentElement.dataset.block }));
  const hit = (a, b) => a.left + 0.5 < b.right && b.left + 0.5 < a.right && a.top + 0.5 < b.bottom && b.top + 0.5 < a.bottom;
  const out = [];
  labels.forEach((a, i) => {
    labels.slice(i + 1).forEach((b) => { if (hit(a.b, b.b)) out.push(`${a.t} / ${b.t}`); });
    nodes.forEach((n) => { if (hit(a.b, n.b)) out.push(`${a.t} over block ${n.t}`); });
  });
  // The text fits its background (the boxes are sized for the 10 px labels).
  const spill = labels.filter((l) => l.tb && l.tb.width > l.b.width + 1).map((l) => `${l.t}: ${l.tb.width.toFixed(1)} > ${l.b.width.toFixed(1)}`);
  // Every badge, edge label and join mark text has its background.
  const bare = [...svg.querySelectorAll('.badge-text, .edge-label, .join-mark')].filter((t) => !t.previousElementSibling?.classList.contains('label-bg')).length;
  return { labels: labels.length, overlaps: out, spill, bare, joins: svg.querySelectorAll('.join-mark').length };
}

/** [`measure`] on the Warp drawing. */
async function overlaps(page) {
  return page.locator('[data-view="warp"] svg.drawing').first().evaluate(measure);
}

for (const [name, text] of [['default', null], ['bfs64', BFS64]]) {
  for (const width of [1400, 1024]) {
    test(`labels: no label over a label or a block in the Warp drawing (${name}, ${width} px)`, async ({ page }) => {
      test.setTimeout(90_000);
      const errors = watchConsole(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.locator('#status')).toContainText('analysed');
      if (text) {
        await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, text);
        await expect(page.locator('#status')).toContainText('analysed in', { timeout: 60_000 });
      }
      await page.locator('[data-tab="warp"]').click();
      await expect(page.locator('[data-view="warp"][data-step]').first()).toBeVisible({ timeout: 30_000 });
      await page.locator('button[data-policy="ipdom"]').click();
      let seen = 0;
      for (let s = 0; s < 6; s++) {
        const o = await overlaps(page);
        console.log(`${name} ${width}px step ${s}: ${o.labels} labels, overlaps ${JSON.stringify(o.overlaps)}`);
        expect(o.overlaps).toEqual([]);
        expect(o.spill).toEqual([]);
        expect(o.bare).toBe(0);
        seen += o.labels;
        if (s === 2) await page.screenshot({ path: join(shots, `labels-warp-${name}-${width}.png`) });
        await page.locator('#warp-step').click();
      }
      expect(seen).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  }
}

/** The nw kernel (66 blocks): its drawings do not fit legibly, so they show a minimap. */
const NW = readFileSync(join(import.meta.dirname, 'fixtures', 'nw_kernel1.ll'), 'utf8');

/** The page at `width` px with the nw kernel pasted and analysed. */
async function openNw(page, width) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await pasteText(page, NW);
  await expect(page.locator('#status')).toContainText('analysed in', { timeout: 60_000 });
}

// Join marks are labels of the same mechanism: under the SIMT stack (ipdom) every pending
// entry's reconvergence point is marked `join`, under markers every marker block `marker`;
// stepping nw's run, no mark, badge or edge label overlaps another or a block, on the page and
// in the exported SVG.
for (const width of [1400, 1024]) {
  test(`labels: join marks placed with the badges in the Warp drawing, page and exported SVG (nw, ${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await openNw(page, width);
    await page.locator('[data-tab="warp"]').click();
    await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 60_000 });
    await expect(page.locator('[data-view="warp"][data-step]').first()).toBeVisible({ timeout: 60_000 });
    for (const policy of ['ipdom', 'markers']) {
      await page.locator(`button[data-policy="${policy}"]`).click();
      await expect(page.locator(`[data-view="warp"][data-policy="${policy}"]`)).toHaveCount(1);
      let joins = 0;
      for (let s = 0; s < 14; s++) {
        const o = await overlaps(page);
        if (o.joins) console.log(`nw ${width}px ${policy} step ${s}: ${o.labels} labels, ${o.joins} join marks`);
        expect(o.overlaps, `${policy} step ${s}`).toEqual([]);
        expect(o.spill, `${policy} step ${s}`).toEqual([]);
        expect(o.bare).toBe(0);
        joins += o.joins;
        if (o.joins && joins === o.joins) await page.screenshot({ path: join(shots, `labels-warp-nw-${policy}-${width}.png`) });
        await page.locator('#warp-step').click();
      }
      expect(joins, `${policy}: join marks seen`).toBeGreaterThan(0);
    }
    // The exported SVG (the Warp drawing, markers policy) keeps the placement.
    await page.locator('#export').evaluate((d) => { d.open = true; });
    const [dl] = await Promise.all([page.waitForEvent('download'), page.locator('#export-svg').click()]);
    const svg = readFileSync(await dl.path(), 'utf8');
    expect(svg).toContain('join-mark');
    const doc = await page.context().newPage();
    await doc.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
    const o = await doc.locator('svg').first().evaluate(measure);
    console.log(`exported ${dl.suggestedFilename()}: ${o.labels} labels, ${o.joins} join marks, overlaps ${JSON.stringify(o.overlaps)}`);
    expect(o.joins).toBeGreaterThan(0);
    expect(o.overlaps).toEqual([]);
    expect(o.spill).toEqual([]);
    expect(o.bare).toBe(0);
    await doc.close();
    expect(errors).toEqual([]);
  });
}

for (const width of [1400, 1024]) {
  test(`minimap: in a corner of the view with no block under it (nw, ${width} px)`, async ({ page }) => {
    const errors = watchConsole(page);
    await openNw(page, width);
    await page.locator('[data-tab="trees"]').click();
    await expect(page.locator('.minimap').first()).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(500);
    const under = await page.evaluate(() => [...document.querySelectorAll('.minimap')].map((m) => {
      const r = m.getBoundingClientRect();
      const svg = m.parentElement.querySelector('svg:not(.minimap)');
      const hit = [...svg.querySelectorAll('[data-k] > .box')].filter((b) => {
        const q = b.getBoundingClientRect();
        return q.left < r.right && r.left < q.right && q.top < r.bottom && r.top < q.bottom;
      }).map((b) => b.parentElement.dataset.block);
      return { corner: m.dataset.corner, hit };
    }));
    console.log(`nw ${width}px minimaps:`, JSON.stringify(under));
    expect(under.length).toBeGreaterThan(0);
    for (const u of under) expect(u.hit).toEqual([]);
    await page.screenshot({ path: join(shots, `minimap-nw-trees-${width}.png`) });
    expect(errors).toEqual([]);
  });
}
