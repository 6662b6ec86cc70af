// The inputs form of a kernel run (issue 21 item 1): an nw-shaped kernel
// (e2e/fixtures/nw_like.ll; its default inputs read past the buffers, as Rodinia's nw did)
// opens with the form: the grown buffer sizes and why, one row per argument with its kind.
// Inputs chosen in the form are written as `; run:` / `; arg` lines and the kernel runs.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shots, watchConsole } from './helpers.mjs';

const here = dirname(fileURLToPath(import.meta.url));

test('the inputs form runs an nw kernel with inputs chosen on the page', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#source').fill(readFileSync(join(here, 'fixtures/nw_like.ll'), 'utf8'));
  // The new text's analysis (not the default example's status, which already says "analysed").
  await expect(page.locator('#status')).toContainText('66 blocks', { timeout: 30_000 });
  await page.locator('[data-tab="warp"]').click();
  const form = page.locator('#run-inputs');
  await expect(form).toBeVisible({ timeout: 30_000 });
  // One row per argument, the kind read from the IR.
  const rows = page.locator('#run-inputs-rows tbody tr[data-arg]');
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(0)).toContainText('buffer');
  await expect(rows.nth(2)).toContainText('__local');
  await expect(rows.nth(4)).toContainText('scalar');
  await page.setViewportSize({ width: 1400, height: 900 });
  await form.screenshot({ path: join(shots, 'run-inputs-form-1400.png') });
  await page.screenshot({ path: join(shots, 'run-inputs-page-1400.png') });
  // Choose inputs: a 16-wide work-group per block of the diagonal, cols 1024 + 1, two blocks.
  await page.locator('#ri-global').fill('32');
  await page.locator('#ri-global').dispatchEvent('change');
  await page.locator('#ri-local').fill('16');
  await page.locator('#ri-local').dispatchEvent('change');
  const setRow = async (k, sel, v) => {
    const el = rows.nth(k).locator(sel);
    await el.fill(v);
    await el.dispatchEvent('change');
  };
  await setRow(0, '.ri-len', '1050625');
  await setRow(0, '.ri-value', 'random(-4, 4) seed 7');
  await setRow(1, '.ri-len', '1050625');
  await setRow(1, '.ri-value', 'zeros');
  await setRow(2, '.ri-len', '1156');
  await setRow(3, '.ri-len', '1024');
  await setRow(4, '.ri-value', '1025');
  await setRow(5, '.ri-value', '10');
  await setRow(6, '.ri-value', '2');
  await setRow(7, '.ri-value', '64');
  await page.locator('#run-inputs-run').click();
  // The text now carries the lines (so a link keeps them) and the kernel ran with them.
  await expect(page.locator('#source')).toHaveValue(/; run: global 32 local 16 wave 64/, { timeout: 30_000 });
  await expect(page.locator('#source')).toHaveValue(/; arg %0 = i32\[1050625\] random\(-4, 4\) seed 7/);
  await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 60_000 });
  await expect(page.locator('#run-summary')).toContainText('32 work-items');
  await expect(page.locator('#run-inputs-rows tbody tr[data-arg]').nth(4)).toContainText('%4');
  await page.screenshot({ path: join(shots, 'run-inputs-ran-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: join(shots, 'run-inputs-ran-1024.png') });
  expect(errors).toEqual([]);
});

// Our own Needleman–Wunsch step (core/tests/interpreter_kernels/nw_wavefront.ll: nw_wavefront.cl
// compiled by clang-19 -O2 for AMDGPU), pasted without its run lines: the form reads its 12
// parameters (3 buffers, 2 `__local` arrays, 7 scalars sized from their uses, each saying why);
// the inputs chosen here (16-wide work-groups as BLOCK, the 4th anti-diagonal of 4 x 4 tiles)
// run it with no finding and the Warp tab shows its dynamic instances.
test('the inputs form runs our own Needleman–Wunsch step with inputs chosen on the page', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  const nw = readFileSync(join(here, '../core/tests/interpreter_kernels/nw_wavefront.ll'), 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith('; run:') && !l.startsWith('; arg '))
    .join('\n');
  await page.locator('#source').fill(nw);
  await expect(page.locator('#status')).toContainText('analysed', { timeout: 30_000 });
  await page.locator('[data-tab="warp"]').click();
  const form = page.locator('#run-inputs');
  await expect(form).toBeVisible({ timeout: 30_000 });
  const rows = page.locator('#run-inputs-rows tbody tr[data-arg]');
  await expect(rows).toHaveCount(12);
  for (const k of [0, 1, 2]) await expect(rows.nth(k).locator('td').nth(1)).toContainText('buffer');
  for (const k of [3, 4]) await expect(rows.nth(k).locator('td').nth(1)).toContainText('__local');
  for (const k of [5, 6, 7, 8, 9, 10, 11]) await expect(rows.nth(k).locator('td').nth(1)).toHaveText('scalar i32');
  // Why each default scalar has its value: cols multiplies the row index, diagonal is an offset,
  // tiles_per_row is compared with the group id, gap only scores.
  const why = (arg) => page.locator(`#run-inputs-rows tr.ri-why-row[data-for="${arg}"]`);
  await expect(why('%5')).toContainText('%5: row width (multiplies an address) in %30 (line');
  await expect(why('%7')).toContainText('offset (added into an address)');
  await expect(why('%8')).toContainText('problem size (compared with a work-item id)');
  await expect(why('%6')).toContainText('only data uses');
  await form.evaluate((el) => { el.open = true; });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'run-inputs-nw-form-1400.png') });
  await form.screenshot({ path: join(shots, 'run-inputs-nw-rows-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'run-inputs-nw-form-1024.png') });
  await page.setViewportSize({ width: 1400, height: 900 });
  const set = async (sel, v) => {
    await sel.fill(v);
    await sel.dispatchEvent('change');
  };
  await set(page.locator('#ri-global'), '64');
  await set(page.locator('#ri-local'), '16');
  const row = (k, cls) => rows.nth(k).locator(cls);
  await set(row(0, '.ri-len'), '4225');
  await set(row(0, '.ri-value'), 'random(-4, 10) seed 11');
  await set(row(1, '.ri-len'), '4225');
  await set(row(1, '.ri-value'), 'random(-20, 0) seed 12');
  await set(row(2, '.ri-len'), '4225');
  await set(row(2, '.ri-value'), 'zeros');
  await set(row(3, '.ri-len'), '1156'); // (BLOCK + 1)² ints
  await set(row(4, '.ri-len'), '1024'); // BLOCK² ints
  const scalars = { 5: '65', 6: '10', 7: '4', 8: '4', 9: '64', 10: '0', 11: '0' };
  for (const [k, v] of Object.entries(scalars)) await set(row(Number(k), '.ri-value'), v);
  await page.locator('#run-inputs-run').click();
  await expect(page.locator('#source')).toHaveValue(/; run: global 64 local 16 wave 64/, { timeout: 30_000 });
  await expect(page.locator('#source')).toHaveValue(/; arg %5 = 65\n/);
  await expect(page.locator('#source')).toHaveValue(/; arg %3 = local_bytes 1156\n/);
  await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 60_000 });
  await expect(page.locator('#run-summary')).toContainText('64 work-items');
  await expect(page.locator('#run-inputs-fault')).toHaveCount(0);
  await expect(page.locator('#problems-table tr[data-kind]')).toHaveCount(0);
  // The rows now come from the text; the Warp tab shows the run's dynamic instances.
  await expect(rows.nth(5).locator('td').first()).toHaveText('%5');
  await expect(page.locator('.dit td').first()).toBeVisible({ timeout: 30_000 });
  expect(await page.locator('.dit td').count()).toBeGreaterThan(16);
  await page.locator('#run-summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'run-inputs-nw-ran-1400.png') });
  await page.locator('.dit').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'run-inputs-nw-instances-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.locator('#run-summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'run-inputs-nw-ran-1024.png') });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'run-inputs-nw-form-ran-1024.png') });
  expect(errors).toEqual([]);
});
