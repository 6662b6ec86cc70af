// E2E tests of the if-conversion tab (issue 9, seed 001): the seed's R, K and K_init, the
// four-step stepper, hover linking, cyclic and irreducible input, and the full-predication
// policy in the warp tab.
import { test, expect } from '@playwright/test';
import { observeLongTasks, shots, watchConsole } from './helpers.mjs';
import { join } from 'node:path';

async function openTab(page, example) {
  await page.goto('/');
  await page.locator('#example').selectOption(example);
  await page.locator('[data-tab="ifconv"]').click();
  await expect(page.locator('[data-view="ifconv"][data-step]')).toHaveCount(1);
}

const cell = (page, table, row, col) => page.locator(`#${table} tr[data-${table === 'ifc-k' ? 'pred' : 'block'}="${row}"] td[data-col="${col}"]`);

test('if-conversion: the seed example reproduces R, K, K_init and the predicated code', async ({ page }) => {
  const errors = watchConsole(page);
  await openTab(page, 'ifconv-seed');
  // The tables fill in as the algorithm runs: the last step shows them complete.
  await page.locator('#ifc-last').click();
  // R: 1:p0 2:p1 3:p2 4:p3 5:p4 6:p1 7:p0 (docs/IF-CONVERSION.md §5).
  const r = { 1: 'p0', 2: 'p1', 3: 'p2', 4: 'p3', 5: 'p4', 6: 'p1', 7: 'p0' };
  for (const [b, p] of Object.entries(r)) await expect(cell(page, 'ifc-cd', b, 'R')).toHaveText(p);
  // The seed's edge [1, 2, true]: ipdom(1) = 7, 2 and 6 control dependent on (1, T).
  await expect(cell(page, 'ifc-cd', '1', 'ipdom')).toHaveText('7');
  await expect(cell(page, 'ifc-cd', '2', 'cd')).toHaveText('(1, T)');
  await expect(cell(page, 'ifc-cd', '6', 'cd')).toHaveText('(1, T)');
  await expect(page.locator('#ifc-walks tr[data-edge="(1, T)"] td').nth(2)).toHaveText('2 6');
  // K.
  const k = { p1: '{(1, T)}', p2: '{(2, T)}', p3: '{(2, F)}', p4: '{(1, F)}' };
  for (const [p, s] of Object.entries(k)) await expect(cell(page, 'ifc-k', p, 'K')).toHaveText(s);
  // K_init = {p2, p3}: the liveness at the entry.
  await expect(page.locator('#ifc-kinit')).toContainText('K_init = {p2, p3}');
  await expect(cell(page, 'ifc-live', '1', 'in')).toHaveText('{p2, p3}');
  await expect(cell(page, 'ifc-k', 'p2', 'init')).toHaveText('= false');
  await expect(cell(page, 'ifc-k', 'p1', 'init')).toHaveText('');
  // The predicated code: inits, then each block under its guard with its defines.
  await expect(page.locator('#ifc-code li').first()).toContainText('p2 = false');
  await expect(page.locator('#ifc-code li.label[data-block="3"] .guard')).toHaveText('(p2)');
  await expect(page.locator('#ifc-code li.define[data-block="1"]')).toHaveText([/^\(p0\)\s+p1 = c_1$/, /^\(p0\)\s+p4 = !c_1$/]);
  // Badges: R on the CFG; defining edges drawn and titled.
  await expect(page.locator('[data-view="cfg"] [data-block="5"] .badge-text')).toHaveText('p4');
  await expect(page.locator('[data-view="cfg"] .edge.ifc-defines')).toHaveCount(4);
  await expect(page.locator('[data-view="cfg"] .edge[data-from="1"][data-to="2"] title')).toContainText('(1, T) ∈ K(p1)');
  await expect(page.locator('[data-legend="cfg"]')).toContainText('defines a predicate');
  expect(errors).toEqual([]);
});

test('if-conversion: the nested if initialises p2 and p3 at the entry', async ({ page }) => {
  const errors = watchConsole(page);
  await openTab(page, 'ifconv-nested');
  await page.locator('#ifc-last').click();
  const r = { start: 'p0', 1: 'p1', 2: 'p2', 3: 'p3', 4: 'p1', 5: 'p0' };
  for (const [b, p] of Object.entries(r)) await expect(cell(page, 'ifc-cd', b, 'R')).toHaveText(p);
  await expect(cell(page, 'ifc-k', 'p2', 'K')).toHaveText('{(1, T)}');
  await expect(cell(page, 'ifc-k', 'p3', 'K')).toHaveText('{(1, F)}');
  await expect(page.locator('#ifc-kinit')).toContainText('K_init = {p2, p3}');
  await expect(page.locator('#ifc-code li.init')).toHaveText([/p2 = false/, /p3 = false/]);
  expect(errors).toEqual([]);
});

test('if-conversion: stepping the four steps, keys, and hover linking', async ({ page }) => {
  const errors = watchConsole(page);
  await openTab(page, 'ifconv-seed');
  // 7 ipdom + 4 walks + 7 R + 7 liveness + K_init.
  await expect(page.locator('#ifc-count')).toHaveText('step 1 / 26');
  await expect(page.locator('#ifc-message')).toContainText('ipdom(1) = 7');
  await expect(page.locator('[data-view="cfg"] [data-block="1"]')).toHaveClass(/step-focus/);
  await page.locator('#ifc-next').click();
  await expect(page.locator('#ifc-count')).toHaveText('step 2 / 26');
  await expect(page.locator('#ifc-message')).toContainText('ipdom(2) = 6');
  await expect(page.locator('[data-view="postdomtree"] [data-block="2"]')).toHaveClass(/step-focus/);
  await page.locator('#ifc-prev').click();
  await expect(page.locator('#ifc-count')).toHaveText('step 1 / 26');
  // Keys.
  await page.locator('[data-view="ifconv"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#ifc-count')).toHaveText('step 3 / 26');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('#ifc-count')).toHaveText('step 2 / 26');
  // Step 2: the control-dependence walk of [1, 2, T] marks the edge and 2, 6.
  await page.locator('.ifc-phase[data-phase="ControlDependence"]').click();
  await expect(page.locator('#ifc-count')).toHaveText('step 8 / 26');
  await expect(page.locator('#ifc-message')).toContainText('2, 6 control dependent on (1, T)');
  await expect(page.locator('[data-view="cfg"] .edge.step-edge')).toHaveAttribute('data-to', '2');
  await expect(page.locator('[data-view="cfg"] [data-block="6"]')).toHaveClass(/step-block/);
  await expect(page.locator('#ifc-walks tr.step-row')).toHaveAttribute('data-edge', '(1, T)');
  // Step 3: R and K highlights the predicate row.
  await page.locator('.ifc-phase[data-phase="RK"]').click();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#ifc-message')).toContainText('R(2) = p1');
  await expect(page.locator('#ifc-k tr.step-row')).toHaveAttribute('data-pred', 'p1');
  // Last step: K_init.
  await page.locator('#ifc-last').click();
  await expect(page.locator('#ifc-message')).toContainText('p2');
  await expect(page.locator('#ifc-kinit')).toHaveClass(/step-row/);
  // The step is in the link.
  await page.reload();
  await expect(page.locator('#ifc-count')).toHaveText('step 26 / 26');
  // Hovering a code line highlights its block in both drawings and links its predicate.
  await page.locator('#ifc-code li.label[data-block="3"]').hover();
  for (const v of ['cfg', 'postdomtree']) {
    const w = await page.locator(`[data-view="${v}"] [data-block="3"] > .box`).evaluate((e) => getComputedStyle(e).strokeWidth);
    expect(w).toBe('3px');
  }
  await expect(page.locator('#ifc-k tr[data-pred="p2"]')).toHaveClass(/linked/);
  await expect(page.locator('#ifc-cd tr[data-block="3"]')).toHaveClass(/linked/);
  // Hovering a predicate links its blocks and define lines.
  await page.locator('#ifc-k tr[data-pred="p1"]').hover();
  await expect(page.locator('#ifc-cd tr.linked')).toHaveCount(2);
  await expect(page.locator('#ifc-code li.define.linked', { hasText: 'p1 = c_1' })).toHaveCount(1);
  await expect(page.locator('#ifc-code li.define.linked', { hasText: 'p4 = !c_1' })).toHaveCount(0);
  const w6 = await page.locator('[data-view="cfg"] [data-block="6"] > .box').evaluate((e) => getComputedStyle(e).strokeWidth);
  expect(w6).toBe('3px');
  expect(errors).toEqual([]);
});

test('if-conversion: cyclic input sets back edges aside or converts a chosen loop body; irreducible is an error', async ({ page }) => {
  const errors = watchConsole(page);
  await openTab(page, 'dot');
  await expect(page.locator('[data-view="ifconv"]')).toHaveAttribute('data-scope', 'set-aside');
  await expect(page.locator('#ifc-scope')).toContainText('set aside');
  await expect(page.locator('#ifc-scope')).toContainText('(inner, T) → inner');
  await expect(page.locator('[data-view="cfg"] .edge.ifc-set-aside')).toHaveCount(2);
  await expect(page.locator('#ifc-loop option')).toHaveCount(3);
  await page.locator('#ifc-loop').selectOption('outer');
  await expect(page.locator('[data-view="ifconv"]')).toHaveAttribute('data-scope', 'outer');
  await expect(page.locator('#ifc-scope')).toContainText('loop headed by outer');
  await expect(page.locator('#ifc-scope')).toContainText('(latch, F) → exit');
  await expect(page.locator('#ifc-cd tr[data-block="entry"]')).toHaveCount(0);
  await expect(page.locator('[data-view="cfg"] [data-block="entry"]')).toHaveClass(/ifc-outside/);
  // The chosen loop is in the link.
  await page.reload();
  await expect(page.locator('[data-view="ifconv"]')).toHaveAttribute('data-scope', 'outer');
  await expect(page.locator('#ifc-loop')).toHaveValue('outer');
  await page.screenshot({ path: join(shots, 'ifconv-loop.png') });
  await page.locator('#example').selectOption('irreducible');
  await expect(page.locator('#ifc-error')).toContainText('irreducible');
  await page.screenshot({ path: join(shots, 'ifconv-irreducible.png') });
  expect(errors).toEqual([]);
});

test('if-conversion on LLVM IR: the kernel\'s instructions under their guards', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('[data-tab="ifconv"]').click();
  await expect(page.locator('[data-view="ifconv"][data-step]')).toHaveCount(1);
  await expect(page.locator('#ifc-code li.inst').first()).toBeVisible();
  expect(await page.locator('#ifc-code li.inst').count()).toBeGreaterThan(10);
  // Every code line of a block carries its guard; the terminators became defines.
  await expect(page.locator('#ifc-code li.inst', { hasText: /^\S*\s*br / })).toHaveCount(0);
  await page.locator('#ifc-last').click();
  await expect(page.locator('#ifc-message')).toContainText(/K_init|live at the entry|nothing is live/);
  await page.screenshot({ path: join(shots, 'ifconv-ir.png') });
  expect(errors).toEqual([]);
});

test('if-conversion: the predication policy beside the ipdom stack in the warp tab', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('predication-wins');
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('[data-metrics="predication"]')).toContainText('7 steps · SIMD efficiency 57.1%');
  await expect(page.locator('[data-metrics="ipdom"]')).toContainText('8 steps · SIMD efficiency 50.0%');
  await page.locator('button[data-policy="predication"]').click();
  await expect(page.locator('[data-view="warp"][data-policy="predication"]')).toHaveCount(1);
  await page.locator('#warp-run').click();
  await expect(page.locator('#policy-state')).toContainText('Full predication');
  expect(errors).toEqual([]);
});

for (const width of [1400, 1024]) {
  test(`if-conversion screenshots at ${width} px`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    await openTab(page, 'ifconv-seed');
    await page.locator('.ifc-phase[data-phase="ControlDependence"]').click();
    await page.screenshot({ path: join(shots, `ifconv-${width}.png`) });
    await page.locator('#ifc-code li.label[data-block="2"]').hover();
    await page.locator('#ifc-code').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `ifconv-${width}-code.png`) });
    expect(errors).toEqual([]);
  });
}

test('if-conversion of a 1,500-block acyclic CFG: tables bounded, no page error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await observeLongTasks(page);
  // A random DAG: every block branches to two later blocks (a fixed LCG, so the run repeats).
  const n = 1500;
  let seed = 2026;
  const rnd = (k) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % k; };
  const lines = [];
  for (let i = 0; i < n - 1; i++) {
    const a = i + 1 + rnd(Math.min(8, n - 1 - i));
    const b = i + 1 + rnd(Math.min(40, n - 1 - i));
    lines.push(a === b ? `b${i} -> b${a}` : `b${i} ~> b${a}, b${b}`);
  }
  lines.push(`b${n - 1}`);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#source').evaluate((el, t) => {
    el.value = t;
    el.dispatchEvent(new InputEvent('input', { bubbles: true }));
  }, lines.join('\n') + '\n');
  await expect(page.locator('#status')).toContainText('1,500 blocks', { timeout: 60_000 });
  await page.evaluate(() => window.__longest());
  await page.locator('[data-tab="ifconv"]').click();
  await expect(page.locator('[data-view="ifconv"][data-step]')).toHaveCount(1, { timeout: 60_000 });
  // Long tables are windowed: 60 rows at first, 200 more per click.
  await expect(page.locator('#ifc-cd tbody tr')).toHaveCount(60);
  await expect(page.locator('.ifc-more').first()).toContainText(/… \d+ more blocks/);
  await page.locator('.ifc-more .ifc-show-more').first().click();
  await expect(page.locator('#ifc-cd tbody tr')).toHaveCount(260);
  await page.locator('#ifc-next').click();
  await expect(page.locator('#ifc-count')).toContainText('step 2 /');
  console.log('if-conversion tab, 1,500 blocks: longest main-thread task (ms):', await page.evaluate(() => window.__longest()));
  await page.screenshot({ path: join(shots, 'ifconv-1500.png') });
  expect(errors).toEqual([]);
});
