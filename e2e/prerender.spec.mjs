// The prerendered first screen (issue 30 item 10; index.html, e2e/tools/prerender.mjs): it is
// the app's own first screen as the build draws it now (else: run the tool after `trunk build
// --release`, then build again), it is on screen while the wasm is not, it goes in the task
// that draws the app's CFG, and a link (query or fragment) never shows it.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shots, watchConsole } from './helpers.mjs';
import { capture, geometryFree, stored } from './tools/prerender.mjs';

const indexHtml = () => readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');

test('the prerendered first screen is the app\'s first screen', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.route('**/reconverge-editor.js', (r) => r.abort());
  await page.goto('/');
  const markup = await capture(page);
  const kept = stored(indexHtml());
  expect(kept, 'index.html has no prerendered first screen').not.toBeNull();
  expect(geometryFree(markup) === geometryFree(kept), 'index.html\'s prerendered first screen is stale: run `node e2e/tools/prerender.mjs` after `trunk build --release`, then build again').toBe(true);
});

for (const width of [1400, 1024]) {
  test(`shown while the wasm is on its way, gone once the app draws, never on a link at ${width} px`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    // No wasm: the prerendered screen stays (its drawing is in a closed shadow root: no test
    // selector and no script of the page sees its ids or blocks).
    await page.route('**/*.wasm', (r) => r.abort());
    await page.goto('/');
    await expect(page.locator('#prerender')).toHaveCount(1);
    const box = await page.locator('#prerender').boundingBox();
    expect(box.width).toBe(width);
    expect(await page.locator('[data-block]').count()).toBe(0);
    await page.screenshot({ path: join(shots, `prerender-${width}.png`) });
    // A link shows other content: no prerendered screen at all.
    await page.goto('about:blank');
    await page.goto('/#lesson=01');
    await expect(page.locator('#prerender')).toHaveCount(0);
    await page.unroute('**/*.wasm');
    // With the wasm: gone when the app's CFG is drawn.
    await page.goto('/');
    await expect(page.locator('[data-view="cfg"] [data-block]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#prerender')).toHaveCount(0);
    expect(errors.filter((e) => !/wasm|Failed to load|fetch/i.test(e))).toEqual([]);
  });
}
