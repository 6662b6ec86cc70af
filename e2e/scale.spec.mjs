// The explorer at real-kernel scale: a 3,000-block irreducible CFG pasted and every tab
// visited with no page error, measuring the longest main-thread task per tab with a `longtask`
// PerformanceObserver (logged; docs/PERFORMANCE.md has the numbers), against the goal of
// 200 ms per task.
const LONG_TASK_GUARD_MS = 200;
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { observeLongTasks, shots, watchConsole } from './helpers.mjs';

const big = readFileSync(join(import.meta.dirname, 'fixtures', 'random3000.cfg'), 'utf8');
// 300 random irreducible blocks: millions of DFS orders, an all-hierarchies run of many seconds.
const mid = readFileSync(join(import.meta.dirname, 'fixtures', 'random300.cfg'), 'utf8');
const TABS = ['trees', 'frontiers', 'algorithms', 'query', 'cycles', 'hierarchies', 'uniformity', 'warp', 'ifconv', 'loops'];

async function paste(page, text) {
  // Set the value as a paste would (one input event), without typing 3,000 lines.
  await page.locator('#source').evaluate((el, t) => {
    el.value = t;
    el.dispatchEvent(new InputEvent('input', { bubbles: true }));
  }, text);
}

test('a 3,000-block irreducible paste visits every tab without a long task', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await observeLongTasks(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  // The code editor's script loads once the first drawing is on screen; its one-time evaluation
  // (≈ 180 ms on 2 loaded cores) is the page's load, not the paste's, so the paste comes after it.
  await expect(page.locator('#code-editor[data-editor="codemirror"]')).toBeAttached({ timeout: 20_000 });
  await page.evaluate(() => window.__longest());
  await paste(page, big);
  await expect(page.locator('#status')).toContainText('3,000 blocks', { timeout: 60_000 });
  await expect(page.locator('#status')).toContainText('analysed in');
  await page.waitForTimeout(500);
  const longest = { paste: await page.evaluate(() => window.__longest()) };
  for (const t of TABS) {
    await page.locator(`[data-tab="${t}"]`).click();
    await page.waitForTimeout(t === 'hierarchies' || t === 'uniformity' ? 4000 : 1500);
    longest[t] = await page.evaluate(() => window.__longest());
    await page.screenshot({ path: join(shots, `scale-3000-${t}.png`) });
  }
  console.log('longest main-thread task per tab (ms):', JSON.stringify(longest));
  for (const [k, v] of Object.entries(longest)) expect(v, `longest task on ${k}`).toBeLessThanOrEqual(LONG_TASK_GUARD_MS);
  expect(errors).toEqual([]);
});

test('stopping a long all-hierarchies run keeps what was found', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await paste(page, mid);
  await expect(page.locator('#status')).toContainText('300 blocks', { timeout: 60_000 });
  await expect(page.locator('#status')).toContainText('analysed in');
  await page.locator('[data-tab="hierarchies"]').click();
  const stop = page.locator('#stop-hierarchies');
  await expect(stop).toBeVisible();
  await stop.click();
  const panel = page.locator('[data-view="hierarchies"]');
  await expect(panel).toHaveAttribute('data-state', 'done', { timeout: 10_000 });
  await expect(page.locator('#hierarchies-summary')).toContainText('stopped by you');
  expect(Number(await panel.getAttribute('data-count'))).toBeGreaterThanOrEqual(1);
  // The page stays responsive: another tab opens at once.
  await page.locator('[data-tab="trees"]').click();
  await expect(page.locator('section[data-view="cfg"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a module opens on its kernel; picking a function scrolls the editor to it', async ({ page }) => {
  const errors = watchConsole(page);
  const text = readFileSync(join(import.meta.dirname, 'fixtures', 'helper_first.ll'), 'utf8');
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await paste(page, text);
  await expect(page.locator('#function')).toHaveValue('kernel');
  await expect(page.locator('#status')).toContainText('4 blocks');
  await page.locator('#function').selectOption('helper');
  await expect(page.locator('#status')).toContainText('1 block ·');
  const caret = await page.locator('#source').evaluate((el) => el.selectionStart);
  expect(text.slice(caret, caret + 7)).toBe('@helper');
  expect(errors).toEqual([]);
});

test('keyboard: arrow keys move between tabs and between blocks', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  const first = page.locator('[role="tab"][aria-selected="true"]');
  await expect(first).toHaveAttribute('data-tab', 'trees');
  await expect(first).toHaveAttribute('aria-controls', 'panel-trees');
  await expect(page.locator('#panel-trees[role="tabpanel"]')).toBeVisible();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveAttribute('data-tab', 'frontiers');
  await expect(page.locator('#tab-frontiers')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveAttribute('data-tab', 'trees');
  // Blocks: focusable, arrows move, focus highlights like hover.
  const cfg = page.locator('section[data-view="cfg"]');
  const b0 = cfg.locator('[data-block]').first();
  await b0.focus();
  const name0 = await b0.getAttribute('data-block');
  await page.keyboard.press('ArrowRight');
  const name1 = await page.evaluate(() => document.activeElement?.getAttribute('data-block'));
  expect(name1).toBeTruthy();
  expect(name1).not.toBe(name0);
  // The same block is highlighted in the dominator tree (hover CSS keyed by data-block).
  const stroke = await page.locator(`section[data-view="domtree"] [data-block="${name1}"] > .box`).evaluate((el) => getComputedStyle(el).strokeWidth);
  expect(stroke).toBe('3px');
  // Every drawing has a title.
  expect(await page.locator('svg.drawing > title').count()).toBe(await page.locator('svg.drawing').count());
  expect(errors).toEqual([]);
});

test('every drawing of every tab has a legend', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  for (const t of TABS) {
    await page.locator(`[data-tab="${t}"]`).click();
    await page.waitForTimeout(300);
    await expect(page.locator('#what')).not.toBeEmpty();
    const views = page.locator('section.view');
    const n = await views.count();
    for (let k = 0; k < n; k++) {
      const legend = views.nth(k).locator('.legend');
      await expect(legend, `legend of view ${k} on tab ${t}`).not.toBeEmpty();
    }
  }
  expect(errors).toEqual([]);
});

test('large drawings open folded; a click opens a folded node; trees fold too', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  // A small CFG opens unfolded; "fold" collapses its cycles and chains.
  const cfg = page.locator('section[data-view="cfg"]');
  await expect(cfg.locator('.fold-toggle')).toHaveAttribute('aria-pressed', 'false');
  await paste(page, big);
  await expect(page.locator('#status')).toContainText('3,000 blocks', { timeout: 60_000 });
  const note = cfg.locator('[data-fold-note]');
  await expect(note).toContainText('drawn for 3,000 blocks', { timeout: 30_000 });
  await expect(cfg.locator('.fold-toggle')).toHaveAttribute('aria-pressed', 'true');
  const before = await note.textContent();
  const nodes = Number(before.match(/([\d,]+) nodes? drawn/)[1].replace(/,/g, ''));
  expect(nodes).toBeLessThan(3000);
  await cfg.locator('g[data-fold]').first().dispatchEvent('click');
  await expect(note).not.toHaveText(before, { timeout: 30_000 });
  for (const v of ['domtree', 'postdomtree']) {
    const s = page.locator(`section[data-view="${v}"]`);
    const n = s.locator('[data-fold-note]');
    await expect(n).toContainText('tree node', { timeout: 30_000 });
    const t0 = await n.textContent();
    await s.locator('g[data-fold]').first().dispatchEvent('click');
    await expect(n).not.toHaveText(t0, { timeout: 30_000 });
  }
  // "fold" off draws every block again.
  await cfg.locator('.fold-toggle').click();
  await expect(cfg.locator('.fold-toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect(note).toHaveCount(0);
  await expect(cfg.locator('g[data-block]').first()).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('an input over a page limit gets a message naming the limit; the limits are listed', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await expect(page.locator('#limits li')).toHaveCount(13);
  await expect(page.locator('#limits li[data-limit="MAX_BLOCKS"]')).toContainText('5,000 blocks');
  const chain = Array.from({ length: 5001 }, (_, i) => (i < 5000 ? `b${i} -> b${i + 1}` : `b${i}`)).join('\n');
  await paste(page, chain);
  await expect(page.locator('#input-error')).toContainText('5,001 blocks', { timeout: 30_000 });
  await expect(page.locator('#input-error')).toContainText('MAX_BLOCKS');
  expect(errors).toEqual([]);
});
