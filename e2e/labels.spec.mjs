// Label placement (issue 21, item 2): every badge and edge label of a drawing sits in its own
// background box (core `layout::labels`), over no block and no other label. Checked in the Warp
// drawing of the default example and of a 64-lane kernel run, at several steps, by the boxes'
// on-screen rectangles; and (item 5) the minimap sits in a corner with no block under it (nw
// trees). Screenshots at 1,400 and 1,024 px.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shots, watchConsole } from './helpers.mjs';

/** Rodinia's BFS_1 run on one 64-lane warp. */
const BFS64 = '; run: global 64 local 64 wave 64\n' + readFileSync(join(import.meta.dirname, 'fixtures', 'rodinia_bfs1.ll'), 'utf8');

/** Overlapping pairs among the labels' boxes and the blocks' boxes of the warp drawing (screen px). */
async function overlaps(page) {
  return page.locator('[data-view="warp"] svg').first().evaluate((svg) => {
    const r = (e) => e.getBoundingClientRect();
    const labels = [...svg.querySelectorAll('.label-bg')].map((e) => ({ b: r(e), t: e.nextElementSibling?.textContent }));
    const nodes = [...svg.querySelectorAll('[data-k] > .box')].map((e) => ({ b: r(e), t: e.parentElement.dataset.block }));
    const hit = (a, b) => a.left + 0.5 < b.right && b.left + 0.5 < a.right && a.top + 0.5 < b.bottom && b.top + 0.5 < a.bottom;
    const out = [];
    labels.forEach((a, i) => {
      labels.slice(i + 1).forEach((b) => { if (hit(a.b, b.b)) out.push(`${a.t} / ${b.t}`); });
      nodes.forEach((n) => { if (hit(a.b, n.b)) out.push(`${a.t} over block ${n.t}`); });
    });
    // Every badge and edge label text has its background.
    const bare = [...svg.querySelectorAll('.badge-text, .edge-label')].filter((t) => !t.previousElementSibling?.classList.contains('label-bg')).length;
    return { labels: labels.length, overlaps: out, bare };
  });
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

/** The nw kernel (68 blocks): its drawings do not fit legibly, so they show a minimap. */
const NW = readFileSync(join(import.meta.dirname, 'fixtures', 'nw_kernel1.ll'), 'utf8');

for (const width of [1400, 1024]) {
  test(`minimap: in a corner of the view with no block under it (nw, ${width} px)`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.locator('#status')).toContainText('analysed');
    await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, NW);
    await expect(page.locator('#status')).toContainText('analysed in', { timeout: 60_000 });
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
