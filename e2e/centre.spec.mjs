// Drawings open centred (issue 21, item 5): with our `nw` kernel (and the larger
// nw-shaped kernel), every drawing pane of every tab opens with its content centred in the
// pane — fitted when it fits, else at a legible scale with the root on screen — and its
// minimap (when it has one) in a corner with no block under it. The geometry is core
// `layout::view`; this checks what the browser shows, by the drawn content's on-screen box
// (`g.content`'s getBoundingClientRect) against the pane's (`svg.drawing`).
//
// It also takes the screenshots of every tab with nw loaded, at 1,400 and 1,024 px
// (`e2e/screenshots/nw-<tab>-<width>.png`, the Warp tab after the run of its `; run:` lines).
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pasteText, shots, watchConsole } from './helpers.mjs';

const fixture = (f) => readFileSync(join(import.meta.dirname, 'fixtures', f), 'utf8');

/** Every drawing pane shown: its content's margins in the pane, the root's place, the minimap's blocks. */
async function panes(page) {
  return page.evaluate(() => [...document.querySelectorAll('section.view')].filter((v) => v.offsetParent !== null).map((v) => {
    const svg = v.querySelector('svg.drawing');
    const p = svg.getBoundingClientRect();
    const content = svg.querySelector('g.content');
    const c = content?.getBoundingClientRect();
    const boxes = [...svg.querySelectorAll('[data-k] > .box')].map((b) => b.getBoundingClientRect());
    // The root: the topmost block (the entry, the tree's root).
    const root = boxes.reduce((a, b) => (a === null || b.top < a.top ? b : a), null);
    const mini = v.querySelector('.minimap');
    let under = [];
    if (mini) {
      const r = mini.getBoundingClientRect();
      under = [...svg.querySelectorAll('[data-k] > .box')].filter((b) => {
        const q = b.getBoundingClientRect();
        return q.left < r.right && r.left < q.right && q.top < r.bottom && r.top < q.bottom;
      }).map((b) => b.parentElement.dataset.block);
    }
    return {
      view: v.dataset.view,
      title: v.querySelector('h2')?.textContent,
      pane: { left: p.left, right: p.right, top: p.top, bottom: p.bottom, width: p.width },
      content: c && c.width > 0 ? { left: c.left, right: c.right, top: c.top, bottom: c.bottom, width: c.width } : null,
      root: root && { left: root.left, right: root.right, top: root.top, bottom: root.bottom },
      blocks: boxes.length,
      minimap: mini ? mini.dataset.corner : null,
      under,
    };
  }));
}

/** Checks every pane: centred within 10 % of its width, or wider than it with the root shown. */
function checkCentred(list, where) {
  for (const v of list) {
    expect(v.blocks, `${where} ${v.title}: blocks drawn`).toBeGreaterThan(0);
    if (!v.content) continue;
    const left = v.content.left - v.pane.left;
    const right = v.pane.right - v.content.right;
    const msg = `${where} ${v.title}: left ${left.toFixed(0)} right ${right.toFixed(0)} of ${v.pane.width.toFixed(0)} px`;
    console.log(msg, v.minimap ? `minimap ${v.minimap} over [${v.under}]` : '');
    if (v.content.width <= v.pane.width - 2) {
      expect(Math.abs(left - right), msg).toBeLessThan(0.1 * v.pane.width);
    } else {
      const mid = (v.root.left + v.root.right) / 2;
      expect(mid, `${msg}: root on screen`).toBeGreaterThan(v.pane.left);
      expect(mid, `${msg}: root on screen`).toBeLessThan(v.pane.right);
      expect(v.root.top, `${msg}: root on screen`).toBeLessThan(v.pane.bottom);
    }
    expect(v.under, `${where} ${v.title}: blocks under the minimap`).toEqual([]);
  }
}

/** Every tab (those without drawings are screenshotted only). */
const TABS = ['trees', 'frontiers', 'algorithms', 'query', 'cycles', 'hierarchies', 'uniformity', 'warp', 'ifconv', 'loops'];

/** Opens `tab` (the Warp tab: after the kernel's run). */
async function openTab(page, tab) {
  await page.locator(`[data-tab="${tab}"]`).click();
  if (tab === 'warp') {
    await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 60_000 });
    await expect(page.locator('[data-view="warp"][data-step]').first()).toBeVisible({ timeout: 60_000 });
  }
  if (tab === 'loops') await page.waitForTimeout(800);
}

/** The panes once every drawing shown has blocks and two measurements 300 ms apart agree
 * (drawings fit in a task after their panel, and large trees may open folded). */
async function settledPanes(page) {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const list = await panes(page);
    const now = JSON.stringify(list);
    if (now === last && list.every((v) => v.blocks > 0)) return list;
    last = now;
    await page.waitForTimeout(300);
  }
  return JSON.parse(last);
}

for (const [name, file] of [['nw', 'nw_kernel1.ll'], ['nw_like', 'nw_like.ll']]) {
  for (const width of [1400, 1024]) {
    test(`drawings open centred, minimap in a free corner (${name}, every tab, ${width} px)`, async ({ page }) => {
      test.setTimeout(180_000);
      const errors = watchConsole(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.locator('#status')).toContainText('analysed');
      await pasteText(page, fixture(file));
      await expect(page.locator('#status')).toContainText('analysed in', { timeout: 60_000 });
      let seen = 0;
      for (const tab of TABS) {
        await openTab(page, tab);
        const list = await settledPanes(page);
        seen += list.length;
        checkCentred(list, `${name} ${width}px ${tab}`);
        if (name === 'nw') {
          await page.screenshot({ path: join(shots, `nw-${tab}-${width}.png`) });
        }
        // The enlarged view opens centred too (trees: the dominator tree).
        if (tab === 'trees') {
          await page.locator('section.view[data-view="domtree"] button[aria-label="Enlarge this view"]').click();
          checkCentred(await settledPanes(page), `${name} ${width}px trees enlarged`);
          if (name === 'nw') await page.screenshot({ path: join(shots, `nw-domtree-enlarged-${width}.png`) });
          await page.locator('section.view[data-view="domtree"] button[aria-label="Back to all views"]').click();
          await page.waitForTimeout(300);
        }
      }
      expect(seen).toBeGreaterThan(5);
      expect(errors).toEqual([]);
    });
  }
}
