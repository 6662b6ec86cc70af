// E2E tests of the cycle views: LLVM's hierarchy for the chosen DFS order (matching opt-22),
// the DFS order changing the header, and the gallery of all hierarchies with its diff.
import { test, expect } from '@playwright/test';
import { shots, watchConsole } from './helpers.mjs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';


test('the cycles tab prints what opt-22 prints for the clang kernels', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('loops');
  // The loops example is fetched when chosen (docs/PERFORMANCE.md "First load"): read the text
  // once it has arrived.
  await expect(page.locator('#source')).toHaveValue(/define[^\n]*@find_first/);
  const ir = await page.locator('#source').inputValue();
  const dir = mkdtempSync(join(tmpdir(), 'reconverge-cycles-'));
  writeFileSync(join(dir, 'loops.ll'), ir);
  const res = spawnSync('opt-22', ['-disable-output', '-passes=print<cycles>', join(dir, 'loops.ll')], { encoding: 'utf8' });
  expect(res.status).toBe(0);
  await page.locator('[data-tab="cycles"]').click();
  for (const fn of ['find_first', 'state_machine']) {
    await page.locator('#function').selectOption(fn);
    const section = res.stderr.split('CycleInfo for function: ').find((s) => s.startsWith(fn + '\n'));
    await expect(page.locator('#cycles-text')).toHaveText('CycleInfo for function: ' + section);
  }
  await expect(page.locator('[data-view="cycles"] .forest .cycle.irreducible')).toHaveCount(1);
  await expect(page.locator('[data-view="cycles"] [data-region]')).toHaveCount(1);
  await page.screenshot({ path: join(shots, 'cycles.png') });
  expect(errors).toEqual([]);
});

test('rotating the DFS order changes the header of an irreducible cycle', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('nested');
  await page.locator('[data-tab="cycles"]').click();
  await expect(page.locator('#cycles-text')).toContainText('depth=1: entries(B A) C E D');
  await expect(page.locator('[data-view="cycles"] .forest .cycle')).toHaveCount(2);
  await page.locator('[data-view="cycles"] [data-rotate="entry"]').click();
  await expect(page.locator('#cycles-text')).toContainText('depth=1: entries(A B) C E D');
  await expect(page.locator('[data-view="cycles"] .forest .cycle')).toHaveCount(3);
  await page.screenshot({ path: join(shots, 'cycles-rotated.png') });
  await page.reload();
  await expect(page.locator('#cycles-text')).toContainText('depth=1: entries(A B) C E D');
  expect(errors).toEqual([]);
});

test('all hierarchies: gallery, witness orders and diff', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('nested');
  await page.locator('[data-tab="hierarchies"]').click();
  const panel = page.locator('[data-view="hierarchies"]');
  await expect(panel).toHaveAttribute('data-count', '2');
  await expect(panel).toHaveAttribute('data-complete', 'true');
  await expect(page.locator('#hierarchies-summary')).toContainText('2 distinct cycle hierarchies');
  await expect(page.locator('.hier-card')).toHaveCount(2);
  await expect(page.locator('#hierarchy-diff')).toContainText('header');
  await page.screenshot({ path: join(shots, 'hierarchies.png') });
  // Applying hierarchy 2's witness order switches the cycles tab to it.
  await page.locator('[data-hierarchy="2"] .use-order').click();
  await expect(page.locator('[data-view="cycles"]')).toBeVisible();
  await expect(page.locator('#cycles-text')).toContainText('entries(A B)');
  expect(errors).toEqual([]);
});
