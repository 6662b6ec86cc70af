// The Loops tab as its users meet it (issue 21): helpers per loop (item 4), dependence arrows
// aggregated by distance vector with a key (item 8), the plots' SVG/PNG exports (item 6), and
// item 13's rough edges (Loops errors in the gutter, isl-style `2t`, stale views after a bad
// paste). Screenshots at 1,400 and 1,024 px: gemm, and a 36-point plot.
// Hooks: .helper[data-changes], #loops-helper-preview[data-state], #space-svg .vector
// [data-vector][data-count], #space-key, #space-own, .plot-export[data-file], #code-editor[data-error-line],
// #format[data-stale], .right[data-stale], #stale-note.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shots, watchConsole, pasteLoops, loopsDone, gemm } from './helpers.mjs';




test('item 4: a helper names one loop and changes only the statements inside it', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('gemm');
  await loopsDone(page);
  const s1 = 'S1[i, j] -> [0, i, 0, j, 0]';
  // "reverse k" reverses S2's k only; S1's j (at the same depth) keeps its schedule.
  const revK = page.locator('.helper', { hasText: 'reverse k (S2)' });
  await expect(revK).toHaveAttribute('data-changes', 'S2');
  await expect(revK).toHaveAttribute('data-schedule', `${s1}; S2[i, k, j] -> [0, i, 1, -k, 0, j, 0]`);
  // Pointing at a helper shows the schedule it writes, the changed statement marked.
  await revK.hover();
  await expect(page.locator('#loops-helper-preview')).toHaveAttribute('data-state', 'preview');
  await expect(page.locator('#loops-helper-preview')).toContainText('S2[i, k, j] -> [0, i, 1, -k, 0, j, 0]');
  await expect(page.locator('#loops-helper-preview .sched-part.changed')).toHaveText(['S2[i, k, j] -> [0, i, 1, -k, 0, j, 0]']);
  await expect(page.locator('#loops-helper-preview')).toContainText('S1 is unchanged');
  // "interchange i ↔ k" swaps S2's i and k; S1's i and j stay.
  const ik = page.locator('.helper', { hasText: 'interchange i ↔ k (S2)' });
  await expect(ik).toHaveAttribute('data-schedule', `${s1}; S2[i, k, j] -> [0, k, 1, i, 0, j, 0]`);
  await ik.click();
  await expect(page.locator('#loops-schedule')).toHaveValue(`${s1}; S2[i, k, j] -> [0, k, 1, i, 0, j, 0]`);
  await expect(page.locator('#loops-verdict')).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(page.locator('#loops-helper-preview')).toHaveAttribute('data-state', 'applied');
  await expect(page.locator('#loops-helper-preview')).toContainText('Applied interchange i ↔ k (S2)');
  // The two j loops are two loops, each named with its statement.
  await expect(page.locator('.helper', { hasText: 'reverse j (S1)' })).toHaveCount(1);
  await expect(page.locator('.helper', { hasText: 'reverse j (S2)' })).toHaveCount(1);
  // Built on the current schedule: reverse i still finds S2's i (now its second loop).
  await expect(page.locator('.helper', { hasText: 'reverse i (S1, S2)' }))
    .toHaveAttribute('data-schedule', 'S1[i, j] -> [0, -i, 0, j, 0]; S2[i, k, j] -> [0, k, 1, -i, 0, j, 0]');
  for (const width of [1400, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('.helper', { hasText: 'reverse j (S2)' }).hover();
    await page.locator('#loops-transform').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `loops2-helpers-${width}.png`) });
  }
  expect(errors).toEqual([]);
});

test('item 8: dependence arrows, one per distance vector with its count, a key, a point\'s own arrows', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await pasteLoops(page, gemm);
  await loopsDone(page);
  // gemm with NK = 6: S2 over i × k is the 36-point plot that was a hairball.
  await page.locator('#loops-params input[data-param="NK"]').fill('6');
  await page.locator('#loops-params input[data-param="NK"]').press('Enter');
  await expect(page.locator('#loops-exact')).toContainText('294 statement instances');
  await loopsDone(page);
  await expect(page.locator('#space-svg circle.pt')).toHaveCount(36);
  // Flow: the previous k only; anti and output: every later k (5 vectors each).
  await expect(page.locator('#space-svg .deps[data-kind="flow"] .vector')).toHaveCount(1);
  await expect(page.locator('#space-svg .deps[data-kind="flow"] .vector')).toHaveAttribute('data-vector', '1,0');
  await expect(page.locator('#space-svg .deps[data-kind="anti"] .vector')).toHaveCount(5);
  await expect(page.locator('#space-svg .deps[data-kind="output"] .vector')).toHaveCount(5);
  // Each arrow has its count as a label, and the counts add up to the pairs drawn.
  const counts = await page.locator('#space-svg .deps[data-kind="anti"] .vector').evaluateAll(
    (gs) => gs.map((g) => Number(g.dataset.count)));
  const labels = await page.locator('#space-svg .deps[data-kind="anti"] .arrow-count').allTextContents();
  expect(labels).toEqual(counts.map((c) => `×${c}`));
  await expect(page.locator('#space-legend')).toContainText(`anti dependence: 5 vectors (${counts.reduce((a, b) => a + b, 0)} pairs`);
  await expect(page.locator('#space-key')).toContainText('×n: pairs per distance vector');
  await expect(page.locator('#space-key [data-kind]')).toHaveCount(3);
  // A point's own arrows, on demand.
  const pt = page.locator('#space-svg circle.pt[data-x="2"][data-y="3"]');
  await pt.click();
  await expect(page.locator('#space-selected')).toContainText('S2 at i = 3, k = 2');
  expect(Number(await page.locator('#space-own').getAttribute('data-arrows'))).toBeGreaterThan(0);
  for (const width of [1400, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('#loops-space').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `loops2-36-points-selected-${width}.png`) });
  }
  await page.locator('#space-clear').click();
  await expect(page.locator('#space-own')).toHaveCount(0);
  for (const width of [1400, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('#loops-space').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `loops2-36-points-${width}.png`) });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(shots, `loops2-gemm-${width}.png`) });
  }
  expect(errors).toEqual([]);
});

/** Downloads what the button `sel` exports. */
async function grab(page, sel) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.locator(sel).click()]);
  return { name: dl.suggestedFilename(), bytes: readFileSync(await dl.path()) };
}

test('item 6: the Loops plots export as SVG and PNG named after the kernel and the view', async ({ page, context }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('seed002-scalar-expansion');
  await loopsDone(page);
  const svg = await grab(page, '#loops-space .plot-export[data-export="svg"]');
  expect(svg.name).toBe('seed002-scalar-expansion-loops-space.svg');
  const text = svg.bytes.toString();
  expect(text).toContain('class="export-paper"');
  expect(text).toContain('×n: pairs per distance vector');
  expect(text).not.toContain('<button');
  const png = await grab(page, '#loops-space .plot-export[data-export="png"]');
  expect(png.name).toBe('seed002-scalar-expansion-loops-space.png');
  expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
  expect((await grab(page, '#loops-ranges .plot-export[data-export="svg"] >> nth=1')).name)
    .toBe('seed002-scalar-expansion-loops-ranges-after.svg');
  // A kernel with a function header is named after it.
  await pasteLoops(page, 'static void kernel_scale(int n)\n{\n#pragma scop\nfor (i = 0; i < 6; i++)\n  A[i] = A[i] * 2;\n#pragma endscop\n}\n');
  await loopsDone(page);
  expect((await grab(page, '#loops-space .plot-export[data-export="svg"]')).name).toBe('kernel_scale-loops-space.svg');
  // Tight margins on white.
  const view = await context.newPage();
  await view.setContent(`<!DOCTYPE html><body style="margin:0;background:#888">${text}</body>`);
  const m = await view.evaluate(() => {
    const s = document.querySelector('svg');
    const vb = s.viewBox.baseVal;
    const paper = s.querySelector('.export-paper');
    paper.remove();
    const b = s.getBBox();
    return { vb: [vb.x, vb.y, vb.width, vb.height], bbox: [b.x, b.y, b.width, b.height], fill: paper.getAttribute('fill') };
  });
  expect(m.fill).toBe('#fff');
  // 8 px each side, plus a few px of text metrics (the standalone file lays text out again).
  expect(m.vb[2] - m.bbox[2]).toBeLessThanOrEqual(22);
  expect(m.vb[3] - m.bbox[3]).toBeLessThanOrEqual(22);
  expect(errors).toEqual([]);
});

test('item 13: Loops errors in the gutter, isl-style 2t, stale views after a bad paste', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('gemm');
  await loopsDone(page);
  // A Loops parse error marks its line in the gutter, as the other inputs' errors do.
  await pasteLoops(page, '#define N 4\nfor (i = 0; i < N; i++)\n  A[i*i] = 0;\n');
  await expect(page.locator('#loops-error')).toContainText('line 3:');
  await expect(page.locator('#code-editor')).toHaveAttribute('data-error-line', '3');
  await expect(page.locator('#input-error')).toContainText('line 3:');
  // isl-style 2t: in the C text and in a schedule.
  await pasteLoops(page, '#define N 6\nfor (t = 0; t < N; t++)\n  A[2t + 1] = A[2t] + 1;\n');
  await loopsDone(page);
  await expect(page.locator('#code-editor[data-error-line]')).toHaveCount(0);
  await expect(page.locator('#loops-exact')).toContainText('6 statement instances');
  await page.locator('#loops-schedule').fill('S1[t] -> [2N - 2t]');
  await page.locator('#loops-apply').click();
  await expect(page.locator('#loops-verdict')).toBeVisible();
  await expect(page.locator('#loops-verdict')).toContainText('Schedule: S1[t] -> [-2*t + 2*N]');
  // A bad CFG paste: the views and the format badge are the last good text's, marked stale.
  await page.locator('#example').selectOption('fig4-2');
  await expect(page.locator('[data-view="cfg"] [data-block]').first()).toBeVisible();
  await expect(page.locator('#format')).toHaveAttribute('data-stale', 'false');
  await pasteLoops(page, 'entry -> a, b\na -> ;;\n');
  await expect(page.locator('#input-error')).toBeVisible();
  await expect(page.locator('.right')).toHaveAttribute('data-stale', 'true');
  await expect(page.locator('#stale-note')).toContainText('Stale');
  await expect(page.locator('#format')).toHaveAttribute('data-stale', 'true');
  await expect(page.locator('#format')).toContainText('stale');
  await page.screenshot({ path: join(shots, 'loops2-stale-1400.png') });
  // Fixed: no longer stale.
  await pasteLoops(page, 'entry -> a, b\na -> c\nb -> c\nc\n');
  await expect(page.locator('.right')).toHaveAttribute('data-stale', 'false');
  await expect(page.locator('#format')).toHaveAttribute('data-stale', 'false');
  expect(errors).toEqual([]);
});
