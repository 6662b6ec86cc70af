// The page's two wasm modules (issue 30 point 10; web/src/full_module.rs, docs/PERFORMANCE.md
// "Two modules"): the first module draws the common views and fetches the full one only when a
// view it does not hold is opened; the full module then takes over with the same state.
import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { shots, watchConsole, pasteText } from './helpers.mjs';

/** Records the wasm files the page fetches. */
function watchWasm(page) {
  const got = [];
  page.on('request', (r) => { const m = /\/([^/?#]+\.wasm)/.exec(r.url()); if (m) got.push(m[1]); });
  return got;
}

const full = (files) => files.filter((f) => f === 'app_full_bg.wasm').length;

test('the common views come from the first module alone; Warp loads the full one, which keeps the text typed meanwhile, the focus and the history', async ({ page }) => {
  const errors = watchConsole(page);
  const wasm = watchWasm(page);
  await page.goto('/');
  await expect(page.locator('[data-view="cfg"] [data-block]').first()).toBeVisible();
  for (const tab of ['frontiers', 'cycles', 'uniformity', 'trees']) {
    await page.locator(`[data-tab="${tab}"]`).click();
    await expect(page.locator(`#panel-${tab}`)).toBeVisible();
  }
  await page.waitForTimeout(300);
  expect(wasm.some((f) => /^app-.*_bg\.wasm$/.test(f))).toBe(true);
  expect(full(wasm)).toBe(0);
  // The same document throughout: a mark on window survives the change of module.
  await page.evaluate(() => { window.__samePage = true; });
  const entries = await page.evaluate(() => history.length);
  // Slow the full module down so that the loading state and an edit made during it are seen.
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/app_full_bg.wasm', async (route) => { await held; await route.continue(); });
  await page.locator('#example').selectOption('warp-kernel');
  await expect(page.locator('#status')).toContainText('compact');
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#loading-full')).toBeVisible();
  await expect(page.locator('#loading-full')).toContainText('Loading');
  for (const width of [1400, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: join(shots, `modules-loading-${width}.png`) });
  }
  await page.setViewportSize({ width: 1400, height: 800 });
  // Typed while the full module loads: kept.
  const text = (await page.locator('#source').inputValue()).replace(/^threads: 8$/m, 'threads: 4');
  await pasteText(page, text);
  release();
  await expect(page.locator('#loading-full')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[data-metrics="ipdom"]')).toBeVisible({ timeout: 20_000 });
  expect(await page.locator('#source').inputValue()).toContain('threads: 4');
  await expect(page.locator('#tab-warp')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#tab-warp')).toBeFocused();
  expect(full(wasm)).toBe(1);
  expect(await page.evaluate(() => window.__samePage)).toBe(true);
  // One analysis worker: the first module's was closed.
  await expect.poll(() => page.workers().length).toBe(1);
  // Back walks through what the person did (the edit, the tab, the example), in the full
  // module: the change of module added no entry of its own.
  expect(await page.evaluate(() => history.length)).toBe(entries + 3);
  await page.goBack();
  await expect(page.locator('#tab-warp')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => page.locator('#source').inputValue()).toContain('threads: 8');
  await page.goBack();
  await expect(page.locator('#tab-trees')).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => window.__samePage)).toBe(true);
  // Every tab works in the full module, without fetching it again.
  for (const tab of ['algorithms', 'query', 'hierarchies', 'ifconv']) {
    await page.locator(`[data-tab="${tab}"]`).click();
    await expect(page.locator(`#panel-${tab}`)).toBeVisible();
    await expect(page.locator('#loading-full')).toHaveCount(0);
  }
  expect(full(wasm)).toBe(1);
  expect(errors).toEqual([]);
});

test('a link to a view of the full module loads it at once; a failed load says so and keeps the common views', async ({ page, context }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('[data-view="cfg"] [data-block]').first()).toBeVisible();
  await page.locator('[data-tab="ifconv"]').click();
  await expect(page.locator('#tab-ifconv')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#loading-full')).toHaveCount(0, { timeout: 20_000 });
  const link = page.url();
  expect(link).toContain('#');
  // The link, opened in a new page: the If-conversion tab, no loading message from a first app.
  const other = await context.newPage();
  const otherErrors = watchConsole(other);
  await other.goto(link);
  await expect(other.locator('#tab-ifconv')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect(other.locator('#panel-ifconv')).toBeVisible();
  expect(otherErrors).toEqual([]);
  await other.close();
  // The full module cannot be fetched: the tab says why, the common tabs still work.
  const broken = await context.newPage();
  await broken.route('**/app_full_bg.wasm', (route) => route.abort());
  await broken.goto('/');
  await expect(broken.locator('[data-view="cfg"] [data-block]').first()).toBeVisible();
  await broken.locator('[data-tab="debug"]').click();
  await expect(broken.locator('#loading-full')).toHaveAttribute('role', 'alert');
  await expect(broken.locator('#loading-full')).toContainText('did not load');
  await broken.screenshot({ path: join(shots, 'modules-failed.png') });
  await broken.locator('[data-tab="cycles"]').click();
  await expect(broken.locator('#panel-cycles')).toBeVisible();
  await expect(broken.locator('#loading-full')).toHaveCount(0);
  await broken.close();
  expect(errors).toEqual([]);
});
