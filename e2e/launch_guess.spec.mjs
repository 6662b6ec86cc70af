// Issue 30 item 1: a kernel that does not say its launch. Our own 2-D strip stencil
// (e2e/fixtures/strip_stencil.cl, clang-19 -O2 AMDGPU: ids of two dimensions, the group's width
// read with get_local_size(1), a __local tile its host sizes) has nothing that sizes its group:
// the form opens before the reader asks, the local field marked, with the one input the page
// cannot infer and why; the run uses the guessed 16 x 16 group and says so.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shots, watchConsole } from './helpers.mjs';

const here = dirname(fileURLToPath(import.meta.url));

test('the form shows the launch input the kernel does not say, marked, with the run', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#source').fill(readFileSync(join(here, 'fixtures/strip_stencil.ll'), 'utf8'));
  await expect(page.locator('#status')).toContainText('analysed', { timeout: 30_000 });
  await page.locator('[data-tab="warp"]').click();
  const form = page.locator('#run-inputs');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 60_000 });
  // Open without the reader asking, the guess said first and the local field marked.
  await expect(form).toHaveJSProperty('open', true);
  const guess = page.locator('#run-inputs-guess');
  await expect(guess).toContainText('One input is not read from the kernel — local 16x16 is a guess: the kernel uses ids of 2 dimensions');
  await expect(guess).toContainText('`__local` argument 2 is a tile its host sizes from the group');
  await expect(guess).toContainText('findings of this run come from the guess');
  await expect(page.locator('.run-inputs-ndrange label.guessed #ri-local')).toHaveValue('16,16');
  await expect(page.locator('#run-summary')).toContainText('NDRange of 16 × 16 work-items in work-groups of 16 × 16');
  await expect(page.locator('#run-inputs-launch li').filter({ hasText: 'a guess' })).toHaveCount(1);
  await expect(page.locator('#run-inputs-launch-summary')).toContainText('local 16x16: a guess: the kernel reads ids of 2 dimensions');
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'launch-guess-1400.png') });
  await form.screenshot({ path: join(shots, 'launch-guess-form-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'launch-guess-1024.png') });
  // The host's size given in the form: the guess is gone (the text's `; run:` line says it).
  await page.setViewportSize({ width: 1400, height: 900 });
  const set = async (sel, v) => {
    await sel.fill(v);
    await sel.dispatchEvent('change');
  };
  await set(page.locator('#ri-global'), '4x16');
  await set(page.locator('#ri-local'), '4x16');
  await page.locator('#run-inputs-run').click();
  await expect(page.locator('#source')).toHaveValue(/; run: global 4x16 local 4x16 wave 64\n/, { timeout: 30_000 });
  await expect(page.locator('#run-summary')).toContainText('NDRange of 4 × 16 work-items in work-groups of 4 × 16', { timeout: 60_000 });
  await expect(page.locator('#run-inputs-guess')).toHaveCount(0);
  await expect(page.locator('.run-inputs-ndrange label.guessed')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// Rodinia BFS's case in our own kernel (e2e/fixtures/shared_neighbour.cl): races that exist only
// because the default inputs break what the host guarantees are labelled as coming from default
// inputs, next to the findings.
test('findings of a run on default inputs are labelled as such', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#source').fill(readFileSync(join(here, 'fixtures/shared_neighbour.ll'), 'utf8'));
  await expect(page.locator('#status')).toContainText('analysed', { timeout: 30_000 });
  // The run's section is drawn while the policies' runs are computed, and stays the same
  // element when they arrive (an inputs form being edited is not rebuilt): the first
  // `#kernel-run` in the document is the last one.
  await page.evaluate(() => {
    new MutationObserver(() => {
      window.__firstRunSection = window.__firstRunSection || document.getElementById('kernel-run');
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 60_000 });
  await expect(page.locator('[data-metrics="ipdom"]')).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => window.__firstRunSection === document.getElementById('kernel-run'))).toBe(true);
  const note = page.locator('#run-guessed-inputs');
  await expect(note).toContainText('These findings come from default inputs');
  await expect(page.locator('#run-inputs-guess')).toHaveCount(0);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'launch-default-inputs-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'launch-default-inputs-1024.png') });
  // With inputs from the text (`; arg` lines), the findings are the kernel's on those inputs.
  const text = '; run: global 8 local 8\n; arg %0 = i32[8] [0, 2, 4, 6, 8, 10, 12, 14]\n; arg %1 = i32[8] iota\n; arg %2 = 8\n' + readFileSync(join(here, 'fixtures/shared_neighbour.ll'), 'utf8');
  await page.locator('#source').fill(text);
  await expect(page.locator('#run-summary')).toContainText('NDRange of 8 work-items', { timeout: 60_000 });
  await expect(page.locator('#run-guessed-inputs')).toHaveCount(0);
  expect(errors).toEqual([]);
});
