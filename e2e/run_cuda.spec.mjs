// Running a CUDA kernel (issue 34): the gallery's CUDA entry (device-only NVPTX IR with warp
// shuffles, a __shared__ array and __syncthreads) runs in the worker with the inputs of its
// directives; the warp tab shows its 32-lane warps and the block sums in the output buffer.
import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { shots, watchConsole } from './helpers.mjs';

test('the CUDA gallery kernel runs: warp shuffles, 32-lane warps, the right sum', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#example').selectOption('cuda-warp-reduce');
  await expect(page.locator('#function')).toHaveValue('_Z11warp_reducePKfPfi');
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 30_000 });
  await expect(page.locator('#run-summary')).toContainText('IR instructions');
  // 4 blocks of 256 work-items: 32 warps of 32 lanes.
  await expect(page.locator('#warp-pick option')).toHaveCount(32);
  await expect(page.locator('#warp-pick option').first()).toContainText('32 lanes');
  // 0 + 1 + … + 999, added by four blocks' atomicAdd.
  await expect(page.locator('#run-buffers table[data-buffer]').nth(1)).toContainText('499500');
  await page.screenshot({ path: join(shots, 'run-cuda-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: join(shots, 'run-cuda-1024.png') });
  expect(errors).toEqual([]);
});
