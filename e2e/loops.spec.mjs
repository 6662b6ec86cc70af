// End-to-end tests of the Loops tab (issue 10, seed 002): C loop nests analysed in the worker.
// Hooks: .loops[data-state=done], #loops-dep-counts [data-kind], #loops-summary tr[data-kind],
// #space-svg .deps[data-kind] path, #loops-schedule / #loops-apply / .helper, #loops-verdict
// [data-remedy], #loops-flow|#loops-all|#loops-conflicts [data-value], #loops-code-transformed,
// #loops-remedy-code, #ranges-after .range.conflict, #loops-params input[data-param].
import { test, expect } from '@playwright/test';
import { shots, watchConsole, pasteLoops, loopsDone, gemm } from './helpers.mjs';
import { join } from 'node:path';




test('a pasted PolyBench gemm shows its exact dependences', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('[data-view="cfg"] [data-block]').first()).toBeVisible();
  await pasteLoops(page, gemm);
  await loopsDone(page);
  // The C input takes over: Loops tab, c-loops badge, CFG tabs disabled, no parse error.
  await expect(page.locator('#tab-loops')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#tab-trees')).toBeDisabled();
  await expect(page.locator('#tab-trees')).toHaveAttribute('title', 'this input is a C loop nest; the CFG views need a CFG');
  await expect(page.locator('.editor')).toContainText('c-loops');
  await expect(page.locator('[role=alert]')).toHaveCount(0);
  await expect(page.locator('#loops-exact')).toContainText('Exact by enumeration for the given parameter values: 252 statement instances');
  // Counts agree with `reconverge deps web/examples/gemm.c --format json`.
  await expect(page.locator('#loops-dep-counts [data-kind="flow"]')).toContainText('flow: 210');
  await expect(page.locator('#loops-dep-counts [data-kind="anti"]')).toContainText('anti: 630');
  await expect(page.locator('#loops-dep-counts [data-kind="output"]')).toContainText('output: 630');
  await expect(page.locator('#loops-summary tr[data-kind="flow"][data-source="S2"][data-target="S2"]')).toContainText('(=, <, =)');
  // The iteration space: points and arrows of each kind, each with a legend entry.
  expect(await page.locator('#space-svg circle.pt').count()).toBeGreaterThan(20);
  expect(await page.locator('#space-svg .deps[data-kind="flow"] path').count()).toBeGreaterThan(0);
  await expect(page.locator('#space-svg title').first()).toContainText('Iteration space');
  await expect(page.locator('#space-legend')).toContainText('flow dependence');
  await expect(page.locator('#space-legend')).toContainText('anti dependence');
  await expect(page.locator('#space-legend')).toContainText('output dependence');
  // Each kind can be hidden.
  await page.locator('#space-legend input[data-kind="anti"]').uncheck();
  await expect(page.locator('#space-svg .deps[data-kind="anti"]')).toHaveCount(0);
  await page.locator('#space-legend input[data-kind="anti"]').check();
  await page.locator('#loops-space').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'loops-gemm-space.png') });
  // Hovering a statement in the code marks its summary rows.
  await page.locator('#loops-code .stmt[data-stmt="S1"]').hover();
  expect(await page.locator('#loops-summary tr.hot').count()).toBeGreaterThan(0);
  // A parameter changes the enumeration.
  await page.locator('#loops-params input[data-param="NK"]').fill('2');
  await page.locator('#loops-params input[data-param="NK"]').press('Enter');
  await expect(page.locator('#loops-exact')).toContainText('126 statement instances');
  expect(errors).toEqual([]);
});

test('an interchange typed as a schedule gets its verdict and code; the link keeps it', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('gemm');
  await loopsDone(page);
  await page.locator('#loops-schedule').fill('S1[i,j] -> [0,i,0,j,0]; S2[i,k,j] -> [0,i,1,j,0,k,0]');
  await page.locator('#loops-apply').click();
  await expect(page.locator('#loops-verdict')).toHaveAttribute('data-remedy', 'legal');
  await expect(page.locator('#loops-flow')).toHaveAttribute('data-value', 'true');
  await expect(page.locator('#loops-all')).toHaveAttribute('data-value', 'true');
  await expect(page.locator('#loops-conflicts')).toHaveAttribute('data-value', '0');
  await expect(page.locator('#loops-code-transformed')).toContainText('for (int j');
  // The link carries the schedule: a reload shows the same verdict.
  await page.waitForTimeout(300);
  await page.reload();
  await loopsDone(page);
  await expect(page.locator('#loops-verdict')).toHaveAttribute('data-remedy', 'legal');
  // A helper button fills the schedule; a broken schedule is an error with line:column.
  await page.locator('.helper', { hasText: 'interchange i ↔ k' }).click();
  await expect(page.locator('#loops-schedule')).toHaveValue(/S2\[i, k, j\]/);
  await page.locator('#loops-schedule').fill('S1[i,j] -> [0,i');
  await page.locator('#loops-apply').click();
  await expect(page.locator('#loops-schedule-error')).toContainText('line 1:');
  // seidel-2d: interchanging t and i violates a flow dependence.
  await page.locator('#example').selectOption('seidel-2d');
  await loopsDone(page);
  await page.locator('#loops-schedule').fill('S1[t,i,j] -> [0,i,0,t,0,j,0]');
  await page.locator('#loops-apply').click();
  await expect(page.locator('#loops-verdict')).toHaveAttribute('data-remedy', 'illegal');
  await expect(page.locator('#loops-first-violated')).toContainText('S1[');
  expect(errors).toEqual([]);
});

test("the seed's scalar-expansion case shows the remedy code and the conflicting live ranges", async ({ page }) => {
  const errors = watchConsole(page);
  for (const [width, height] of [[1400, 1000], [1024, 900]]) {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.locator('#example').selectOption('seed002-scalar-expansion');
    await loopsDone(page);
    // The example's `// schedule:` line (fission) is loaded with it.
    await expect(page.locator('#loops-verdict')).toHaveAttribute('data-remedy', 'scalar-expansion');
    await expect(page.locator('#loops-flow')).toHaveAttribute('data-value', 'true');
    await expect(page.locator('#loops-conflicts')).toHaveAttribute('data-value', '28');
    await expect(page.locator('#loops-remedy-code')).toContainText('t_x[i] = A[i] + B[i]');
    await expect(page.locator('#loops-remedy-code')).toContainText('verified');
    expect(await page.locator('#ranges-after .range.conflict').count()).toBeGreaterThan(0);
    await expect(page.locator('#ranges-before title').first()).toContainText('live ranges');
    await page.screenshot({ path: join(shots, `loops-${width}.png`), fullPage: false });
    await page.locator('#loops-transform').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `loops-${width}-transform.png`), fullPage: false });
    await page.locator('#loops-ranges').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `loops-${width}-ranges.png`), fullPage: false });
  }
  expect(errors).toEqual([]);
});

test('CFG input: the Loops tab offers an example; bad C and too many instances are explained', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#tab-loops').click();
  await expect(page.locator('#loops-hint')).toBeVisible();
  await page.locator('#loops-load-example').click();
  await loopsDone(page);
  await expect(page.locator('#loops-remedy-code')).toBeVisible();
  await pasteLoops(page, '#define N 4\nfor (i = 0; i < N; i++)\n  A[i*i] = 0;\n');
  await expect(page.locator('#loops-error')).toContainText('line 3:');
  await expect(page.locator('#loops-error')).toContainText('not affine');
  await pasteLoops(page, '#define N 2000\nfor (i = 0; i < N; i++)\n  for (j = 0; j < N; j++)\n    A[i][j] = 0;\n');
  await expect(page.locator('#loops-limit')).toContainText('250000');
  // Back to a CFG: the CFG views return.
  await page.locator('#example').selectOption('fig4-2');
  await expect(page.locator('#tab-trees')).toBeEnabled();
  await page.locator('#tab-trees').click();
  await expect(page.locator('[data-view="cfg"] [data-block]').first()).toBeVisible();
  expect(errors).toEqual([]);
});
