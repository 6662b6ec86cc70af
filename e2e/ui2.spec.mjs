// The explorer as its users meet it (issue 21), second part: no main-thread task over 200 ms
// (item 7), labels placed without overlap (item 2), loop helpers per loop (item 4), readable
// dependence plots (item 8), the Loops tab's exports, and screenshots of every tab with `nw`.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { observeLongTasks, shots, watchConsole, pasteText, chainCfg } from './helpers.mjs';

const fixture = (f) => readFileSync(join(import.meta.dirname, 'fixtures', f), 'utf8');
/** Our Needleman-Wunsch wavefront kernel (nw_kernel1.cl), with inputs. */
const NW = fixture('nw_kernel1.ll');
/** Our BFS frontier step, without inputs: it runs with the defaults. */
const BFS = fixture('bfs_frontier.ll');
const TABS = ['trees', 'frontiers', 'algorithms', 'query', 'cycles', 'hierarchies', 'uniformity', 'warp', 'ifconv', 'loops'];
const LONG_TASK_GUARD_MS = 200;



/** Visits every tab; returns the longest main-thread task of each (ms). */
async function everyTab(page, name) {
  const longest = {};
  for (const t of TABS) {
    await page.locator(`[data-tab="${t}"]`).click();
    if (t === 'warp') await expect(page.locator('[data-view="warp"]').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(t === 'warp' || t === 'hierarchies' ? 2500 : 1200);
    longest[t] = await page.evaluate(() => window.__longest());
    await page.screenshot({ path: join(shots, `longtask-${name}-${t}.png`) });
  }
  return longest;
}

for (const [name, text, blocks] of [['paste5000', chainCfg(5000), '5,000 blocks'], ['bfs', BFS, '7 blocks'], ['nw', NW, 'blocks']]) {
  test(`item 7: no main-thread task over ${LONG_TASK_GUARD_MS} ms: ${name}, every tab`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await observeLongTasks(page);
    await page.goto('/');
    await expect(page.locator('#status')).toContainText('analysed');
    // The code editor loads after the first drawing (its own tasks, measured in editor.spec.mjs).
    await expect(page.locator('#code-editor[data-editor="codemirror"]')).toHaveCount(1, { timeout: 20_000 });
    await page.waitForTimeout(300);
    await page.evaluate(() => window.__longest());
    await pasteText(page, text);
    await expect(page.locator('#status')).toContainText(blocks, { timeout: 60_000 });
    await expect(page.locator('#status')).toContainText('analysed in', { timeout: 60_000 });
    await page.waitForTimeout(800);
    const longest = { paste: await page.evaluate(() => window.__longest()), ...(await everyTab(page, name)) };
    console.log(`${name}: longest main-thread task per tab (ms):`, JSON.stringify(longest));
    for (const [k, v] of Object.entries(longest)) expect(v, `${name}: longest task on ${k}`).toBeLessThanOrEqual(LONG_TASK_GUARD_MS);
    expect(errors).toEqual([]);
  });
}

test('item 5: the editor wraps long lines on request, and back; its line numbers follow the scroll', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  // The code editor (CodeMirror, issue 30 item 9) numbers wrapped lines itself: its gutter stays.
  await expect(page.locator('#code-editor[data-editor="codemirror"]')).toHaveCount(1, { timeout: 20_000 });
  await pasteText(page, NW);
  await expect(page.locator('#status')).toContainText('analysed in', { timeout: 60_000 });
  const area = () => page.locator('#code-editor .cm-scroller').evaluate((el) => ({ overflow: el.scrollWidth > el.clientWidth + 1, gutter: getComputedStyle(document.querySelector('#code-editor .cm-gutters')).display }));
  expect(await area()).toEqual({ overflow: true, gutter: 'flex' });
  await page.locator('#editor-wrap').check();
  await expect(page.locator('.editor-body.wrapped')).toHaveCount(1);
  await expect.poll(area).toEqual({ overflow: false, gutter: 'flex' });
  await page.screenshot({ path: join(shots, 'ui2-editor-wrap-1024.png') });
  await page.locator('#editor-wrap').uncheck();
  await expect.poll(area).toEqual({ overflow: true, gutter: 'flex' });
  // The gutter numbers the lines near the view only, and follows the scroll.
  await page.locator('#code-editor .cm-scroller').evaluate((el) => { el.scrollTop = 18 * 900; });
  const n901 = page.locator('#code-editor .cm-lineNumbers .cm-gutterElement', { hasText: /^901$/ });
  await expect(n901).toHaveCount(1);
  const rendered = await page.locator('#code-editor .cm-lineNumbers .cm-gutterElement').count();
  expect(rendered).toBeLessThanOrEqual(200);
  expect(await page.locator('#source').evaluate((el) => el.value.split('\n').length)).toBeGreaterThan(1000);
  // Number 901 sits beside line 901.
  const dy = await page.evaluate(() => {
    const num = [...document.querySelectorAll('#code-editor .cm-lineNumbers .cm-gutterElement')].find((e) => e.textContent === '901');
    const view = document.querySelector('#code-editor .cm-content');
    const lines = [...view.querySelectorAll('.cm-line')];
    const top = num.getBoundingClientRect().top;
    return Math.min(...lines.map((l) => Math.abs(l.getBoundingClientRect().top - top)));
  });
  expect(dy).toBeLessThanOrEqual(2);
  await page.screenshot({ path: join(shots, 'ui2-editor-gutter-scrolled-1024.png') });
  expect(errors).toEqual([]);
});
