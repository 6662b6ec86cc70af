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
  await expect(page.locator('#status')).toContainText('analysed', { timeout: 30_000 });
  await page.locator('[data-tab="warp"]').click();
  const form = page.locator('#run-inputs');
  await expect(form).toBeVisible({ timeout: 30_000 });
  // One row per argument, the kind read from the IR.
  const rows = page.locator('#run-inputs-rows tbody tr');
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
  await expect(page.locator('#run-inputs-rows tbody tr').nth(4)).toContainText('%4');
  await page.screenshot({ path: join(shots, 'run-inputs-ran-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: join(shots, 'run-inputs-ran-1024.png') });
  expect(errors).toEqual([]);
});
