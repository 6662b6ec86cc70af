// E2E tests of the uniformity tab (against opt-22) and the warp tab (the LLVM document's
// tables, the patent's example, stepping every policy).
import { test, expect } from '@playwright/test';
import { shots, watchConsole } from './helpers.mjs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

test('uniformity: the printer equals opt-22 and every divergent verdict has a reason chain', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  const ir = await page.locator('#source').inputValue();
  const dir = mkdtempSync(join(tmpdir(), 'reconverge-uni-'));
  writeFileSync(join(dir, 'k.ll'), ir);
  const res = spawnSync('opt-22', ['-mtriple', 'amdgcn--', '-disable-output', '-passes=print<uniformity>', join(dir, 'k.ll')], { encoding: 'utf8' });
  expect(res.status).toBe(0);
  await page.locator('[data-tab="uniformity"]').click();
  const ours = await page.locator('#uni-opt').evaluate((e) => e.textContent);
  expect(ours.trim()).toBe(res.stderr.trim());
  // Every divergent named value explains back to a source.
  const names = await page.locator('.uni-line.divergent[data-value]').evaluateAll((els) => els.map((e) => e.getAttribute('data-value')));
  expect(names.length).toBeGreaterThan(5);
  for (const n of names.slice(0, 8)) {
    await page.locator(`.uni-line[data-value="${n}"]`).click();
    await expect(page.locator('#reason')).toContainText(`Why ${n}?`);
    await expect(page.locator('#reason li').last()).toContainText('workitem.id.x');
  }
  // A phi at a join: the chain names the join and highlights a witness path on the CFG.
  await page.locator('.uni-line[data-value="%16"]').click();
  await expect(page.locator('#reason li').first()).toContainText('a join of divergent branch');
  await expect(page.locator('[data-view="uniformity"] .edge.witness').first()).toBeVisible();
  await page.screenshot({ path: join(shots, 'uniformity.png') });
  expect(errors).toEqual([]);
});

test('uniformity on compact text: joins, divergent exits, and verdicts independent of the hierarchy', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('nested');
  await page.locator('[data-tab="uniformity"]').click();
  await expect(page.locator('#uni-hierarchies')).toContainText('Same verdicts under all 2 cycle hierarchies');
  await expect(page.locator('[data-view="uniformity"] .block.div-branch')).not.toHaveCount(0);
  await page.locator('[data-view="uniformity"] [data-block="C"]').click();
  await expect(page.locator('#reason')).toContainText('Why C?');
  await page.screenshot({ path: join(shots, 'uniformity-compact.png') });
  expect(errors).toEqual([]);
});

test('m-convergence: exact verdicts over every hierarchy beside LLVM static verdict', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('nested-irreducible');
  await page.locator('[data-tab="uniformity"]').click();
  await page.locator('#m-convergence summary').click();
  await expect(page.locator('#m-summary')).toContainText('2 hierarchies');
  await expect(page.locator('#m-summary')).toContainText('gap: 0 blocks');
  const row = (b) => page.locator(`#m-table tr[data-m-block="${b}"] td`);
  await expect(row("Entry").nth(1)).toHaveText("yes");
  await expect(row("S").nth(1)).toHaveText("no");
  await expect(row("S").nth(2)).toHaveText("no");
  await expect(row('S').nth(3)).toContainText('converged with DFS order');
  await page.locator('#m-convergence').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'm-convergence.png') });
  expect(errors).toEqual([]);
});

test('warp: the natural-loop table of the LLVM document and stepping every policy', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('natural-loop');
  await page.locator('[data-tab="warp"]').click();
  const row = (id, t) => page.locator(`#${id} tr[data-thread="${t}"] td:not(.empty)`);
  // The document's table: thread 1 Entry1 H1 B1 L1 H3 L3 Exit, thread 2 Entry2 H2 L2 H4 B2 L4 H5 B3 L5 Exit.
  await expect(row('maximal-table', 'T1')).toHaveText(['Entry1', 'H1', 'B1', 'L1', 'H3', 'L3', 'Exit1']);
  await expect(row('maximal-table', 'T2')).toHaveText(['Entry2', 'H2', 'L2', 'H4', 'B2', 'L4', 'H5', 'B3', 'L5', 'Exit2']);
  await expect(page.locator('#maximal-reasons')).toContainText('H1 and H4 are not converged: H2 is not convergence-before H1');
  for (const p of ['ipdom', 'markers', 'independent', 'maximal']) {
    await page.locator(`button[data-policy="${p}"]`).click();
    await expect(page.locator(`[data-view="warp"][data-policy="${p}"]`)).toHaveCount(1);
    await page.locator('#warp-reset').click();
    await expect(page.locator('#warp-count')).toContainText('step 0 /');
    await page.locator('#warp-step').click();
    await page.locator('#warp-step').click();
    await expect(page.locator('#warp-count')).toContainText('step 2 /');
    await expect(page.locator('#warp-message')).toContainText('Step 2:');
    await page.locator('#warp-back').click();
    await expect(page.locator('#warp-count')).toContainText('step 1 /');
    await page.locator('#warp-run').click();
    await expect(page.locator('[data-view="warp"] .block.executed')).toHaveCount(1);
    await page.screenshot({ path: join(shots, `warp-${p}.png`) });
  }
  // The diff with the maximal table marks cells: the markers policy runs the two Exit
  // instances apart (docs/WARP.md), so the maximal column {Exit1 Exit2} is split.
  await page.locator('button[data-policy="markers"]').click();
  await expect(page.locator('#policy-diff-list')).toContainText('split: Exit1 Exit2');
  await expect(page.locator('#policy-table td.split')).toHaveCount(2);
  await expect(page.locator('#maximal-table td.split')).toHaveCount(2);
  await page.screenshot({ path: join(shots, 'warp-diff.png') });
  // The SIMT stack shows while stepping the ipdom policy; the step survives a reload.
  await page.locator('button[data-policy="ipdom"]').click();
  await page.locator('#warp-reset').click();
  await page.locator('#warp-step').click();
  await page.locator('#warp-step').click();
  await expect(page.locator('#simt-stack')).toBeVisible();
  await page.reload();
  await expect(page.locator('#warp-count')).toContainText('step 2 /');
  expect(errors).toEqual([]);
});

test('warp: the patent example — markers at BB4, BB5 and the loop exits, 7 steps', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('patent');
  await page.locator('[data-tab="warp"]').click();
  await page.locator('button[data-policy="markers"]').click();
  await expect(page.locator('[data-metrics="markers"]')).toContainText('7 steps · SIMD efficiency 78.6%');
  await expect(page.locator('[data-metrics="ipdom"]')).toContainText('9 steps · SIMD efficiency 61.1%');
  for (const b of ['BB0', 'BB3', 'BB4', 'BB5']) {
    await expect(page.locator(`[data-view="warp"] [data-block="${b}"].marker`)).toHaveCount(1);
  }
  await expect(page.locator('#marker-trace li')).not.toHaveCount(0);
  await page.screenshot({ path: join(shots, 'warp-patent.png') });
  expect(errors).toEqual([]);
});

test('a bad thread path names the missing edge with line and column', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/?cfg=a->b,c%0Ab->c%0Athread T1: a c b');
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#scenario-error')).toContainText('line 3:');
  await expect(page.locator('#scenario-error')).toContainText('c -> b');
  expect(errors).toEqual([]);
});

test('a long warp run works in chunks with progress, and big tables show a window', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('warp-kernel');
  await page.locator('[data-tab="warp"]').click();
  const src = page.locator('#source');
  const text = (await src.inputValue()).replace(/^threads: 8$/m, 'threads: 32').replace(/^trips latch: 3$/m, 'trips latch: 400');
  await src.fill(text);
  // 130,197 instances: the tab computes in chunks and shows its progress, then the runs.
  await expect(page.locator('#warp-progress')).toBeVisible();
  await page.screenshot({ path: join(shots, 'warp-progress.png') });
  await expect(page.locator('[data-metrics="ipdom"]')).toContainText('6,002 steps', { timeout: 30_000 });
  await expect(page.locator('[data-metrics="independent"]')).toContainText('48,732 steps');
  await expect(page.locator('#policy-table thead th')).toHaveCount(49); // 32 threads: a window of about 1,536 cells (48 columns) plus the names
  await page.locator('#warp-run').click();
  await expect(page.locator('#warp-count')).toContainText('step 6002 / 6002');
  await expect(page.locator('.dit-wrap [data-window]').first()).toHaveAttribute('data-window', '5955-6002');
  await page.screenshot({ path: join(shots, 'warp-long.png') });
  expect(errors).toEqual([]);
});

test('uniformity on an NVPTX kernel: NVVM divergence sources, the same text as opt-22 and the CLI', async ({ page }) => {
  const errors = watchConsole(page);
  const file = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'lud_nvptx.ll');
  const res = spawnSync('opt-22', ['-disable-output', '-passes=print<uniformity>', file], { encoding: 'utf8' });
  expect(res.status).toBe(0);
  expect(res.stderr).toContain('DIVERGENT:   %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()');
  await page.goto('/');
  await page.locator('#source').fill(readFileSync(file, 'utf8'));
  await page.locator('[data-tab="uniformity"]').click();
  await expect(page.locator('#uni-opt')).toContainText('@llvm.nvvm.read.ptx.sreg.tid.x()');
  const ours = await page.locator('#uni-opt').evaluate((e) => e.textContent);
  expect(ours).not.toContain('ALL VALUES UNIFORM');
  expect(ours.trim()).toBe(res.stderr.trim());
  await page.screenshot({ path: join(shots, 'uniformity-nvptx.png') });
  expect(errors).toEqual([]);
});
