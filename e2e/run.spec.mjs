// Running the pasted kernel (issue 11): the default kernel is run by the interpreter in the
// worker; its lanes' real paths drive the warp tab, a warp picker chooses the warp, and each
// branch shows what the run did beside the static verdict.
import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { shots, watchConsole } from './helpers.mjs';

test('the default kernel runs; its real paths drive every policy; warps can be picked', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('[data-tab="warp"]').click();
  const run = page.locator('#kernel-run');
  await expect(run).toHaveAttribute('data-ran', 'true');
  await expect(page.locator('#run-summary')).toContainText('IR instructions');
  await expect(page.locator('#run-branches tr[data-branch]').first()).toBeVisible();
  // The static verdict beside what the run did.
  await expect(page.locator('#run-branches')).toContainText(/divergent, and diverged in \d+ of \d+ warps|never diverged with these inputs/);
  // Lanes are work-items; stepping a policy moves the warp.
  await expect(page.locator('[data-view="warp"]')).toHaveAttribute('data-step', '0', { timeout: 30_000 });
  await page.locator('button[data-policy="ipdom"]').click();
  await page.locator('#warp-step').click();
  await expect(page.locator('[data-view="warp"]')).toHaveAttribute('data-step', '1');
  await expect(page.locator('#warp-message')).toContainText('wi ');
  for (const p of ['markers', 'independent', 'maximal', 'predication']) {
    await page.locator(`button[data-policy="${p}"]`).click();
    await expect(page.locator(`[data-view="warp"][data-policy="${p}"]`)).toHaveCount(1);
  }
  await page.screenshot({ path: join(shots, 'run-default-1400.png') });
  // Another warp of the run.
  const options = await page.locator('#warp-pick option').count();
  if (options > 1) {
    await page.locator('#warp-pick').selectOption('1');
    await expect(page.locator('[data-view="warp"][data-step]')).toBeVisible({ timeout: 30_000 });
  }
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: join(shots, 'run-default-1024.png') });
  expect(errors).toEqual([]);
});

test('a larger kernel runs with the inputs of its directives, buffers before and after', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#example').selectOption('imgvf');
  await expect(page.locator('#status')).toContainText('63 blocks');
  await expect(page.locator('#function')).toHaveValue('imgvf_like');
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true');
  await expect(page.locator('#run-summary')).toContainText('256');
  await expect(page.locator('#warp-pick option')).toHaveCount(4);
  // Buffers before and after are shown open.
  await expect(page.locator('#run-buffers table[data-buffer]').first()).toBeVisible();
  await page.screenshot({ path: join(shots, 'run-imgvf-1400.png') });
  expect(errors).toEqual([]);
});
