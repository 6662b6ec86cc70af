// The inputs form of a kernel run (issue 21 item 1): an nw-shaped kernel
// (e2e/fixtures/nw_like.ll; from the old 128-wide default it read past the buffers, as
// Rodinia's nw did; since issue 30 its 16-wide groups are read from the kernel): one row per
// argument with its kind.
// Inputs chosen in the form are written as `; run:` / `; arg` lines and the kernel runs.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shots, watchConsole } from './helpers.mjs';

const here = dirname(fileURLToPath(import.meta.url));

test('the inputs form runs an nw kernel with inputs chosen on the page', async ({ page }) => {
  // Two 1,050,625-element buffers: the run itself may take most of a minute on a loaded 2-core
  // machine, which the default 60 s test timeout did not leave room for.
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#source').fill(readFileSync(join(here, 'fixtures/nw_like.ll'), 'utf8'));
  // The new text's analysis (not the default example's status, which already says "analysed").
  await expect(page.locator('#status')).toContainText('65 blocks', { timeout: 30_000 });
  await page.locator('[data-tab="warp"]').click();
  const form = page.locator('#run-inputs');
  await expect(form).toBeVisible({ timeout: 30_000 });
  // It declares 16-wide groups (`reqd_work_group_size`): the default run is clean, the form closed
  // with the reason in its summary.
  await expect(page.locator('#run-inputs-launch-summary')).toContainText('local 16: `!reqd_work_group_size !9` is `!{i32 16, i32 1, i32 1}`');
  // The default run closes the form when it ends (on a loaded machine after the form is drawn):
  // open it once that run is in.
  await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 60_000 });
  await expect(async () => {
    await form.evaluate((el) => { el.open = true; });
    await expect(page.locator('#ri-global')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
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
  // A box being typed in keeps its text when the form re-renders meanwhile (here: another
  // box's change): the boxes are not controlled inputs (web/src/components/text_box.rs).
  await page.locator('#ri-wave').fill('3'); // typed, not yet committed: the box has the focus
  await rows.nth(6).locator('.ri-value').dispatchEvent('change');
  await expect(page.locator('#ri-wave')).toHaveValue('3');
  // Text the form does not take is not left on screen once the box loses the focus.
  await page.locator('#ri-wave').fill('many');
  await page.locator('#ri-wave').dispatchEvent('change');
  await page.locator('#ri-wave').blur();
  await expect(page.locator('#ri-wave')).toHaveValue('64');
  await page.locator('#run-inputs-run').click();
  // The text now carries the lines (so a link keeps them) and the kernel ran with them.
  await expect(page.locator('#source')).toHaveValue(/; run: global 32 local 16 wave 64/, { timeout: 30_000 });
  await expect(page.locator('#source')).toHaveValue(/; arg %0 = i32\[1050625\] random\(-4, 4\) seed 7/);
  await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 60_000 });
  // data-ran was already true from the default run: the summary names the new run's size.
  await expect(page.locator('#run-summary')).toContainText('32 work-items', { timeout: 90_000 });
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

// Issue 30 item 1: the work-group size read from the kernel. Our own 16 x 16 tile transpose
// (core/tests/launch_kernels/tile2d.cl, clang-19 -O2 AMDGPU, no run lines) runs as one 16 x 16
// group with no finding, and the form says why (the __local tile indexed by the local ids).
// Item 2: the documented syntax in the form's field (a whole `global 32x32 local 16x16`), and a
// malformed size keeps the form with the error.
test('the work-group size is read from the kernel; the form takes the documented syntax and keeps errors', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#source').fill(readFileSync(join(here, 'fixtures/launch_tile2d.ll'), 'utf8'));
  await expect(page.locator('#status')).toContainText('analysed', { timeout: 30_000 });
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 60_000 });
  await expect(page.locator('#run-summary')).toContainText('NDRange of 16 × 16 work-items in work-groups of 16 × 16');
  await expect(page.locator('#problems')).toHaveAttribute('data-count', '0');
  await expect(page.locator('#run-inputs-launch-summary')).toContainText('local[0] 16: `@tile2d.t` is `[16 x [16 x float]]` indexed by `get_local_id(0)`, line 38');
  const form = page.locator('#run-inputs');
  await form.evaluate((el) => { el.open = true; });
  const launch = page.locator('#run-inputs-launch li');
  await expect(launch.nth(1)).toContainText('local[1] 16: `@tile2d.t` is `[16 x [16 x float]]` indexed by `get_local_id(1)`, line 27');
  await expect(launch.last()).toContainText('global: one work-group');
  await expect(page.locator('#ri-global')).toHaveValue('16,16');
  await form.scrollIntoViewIfNeeded();
  await form.screenshot({ path: join(shots, 'run-inputs-launch-form-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'run-inputs-launch-1024.png') });
  await page.setViewportSize({ width: 1400, height: 900 });
  const set = async (sel, v) => {
    await sel.fill(v);
    await sel.dispatchEvent('change');
  };
  // A whole run line typed in the global field.
  await set(page.locator('#ri-global'), 'global 32x32 local 16x16');
  await page.locator('#run-inputs-run').click();
  await expect(page.locator('#source')).toHaveValue(/; run: global 32x32 local 16x16 wave 64\n/, { timeout: 30_000 });
  await expect(page.locator('#run-summary')).toContainText('NDRange of 32 × 32 work-items in work-groups of 16 × 16', { timeout: 60_000 });
  await expect(page.locator('#problems')).toHaveAttribute('data-count', '0');
  // A malformed size: the form stays, with the error and the field as written.
  await form.evaluate((el) => { el.open = true; });
  await set(page.locator('#ri-global'), '32y16');
  await page.locator('#run-inputs-run').click();
  await expect(page.locator('#run-inputs-error')).toContainText('32y16', { timeout: 30_000 });
  await expect(page.locator('#run-inputs-error')).toContainText('expected a size');
  await expect(page.locator('#source')).toHaveValue(/; run: global 32y16 local 16,16 wave 64\n/);
  await expect(page.locator('#run-inputs-rows tbody tr[data-arg]')).toHaveCount(3);
  await expect(page.locator('#ri-global')).toHaveValue('32y16');
  await expect(form).toHaveAttribute('open', /.*/);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'run-inputs-error-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'run-inputs-error-1024.png') });
  expect(errors).toEqual([]);
});

// `out[lid + shift] = lid`: with shift -4 the first four work-items index before the buffer's
// start (printed signed, in order; growing cannot fix it, the form says so; the banner counts
// the four stopped work-items as the row's x4 does); with shift 100 the form grows %out and
// the page shows the run on the grown buffer.
const shifted = (shift) => `target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %shift) {
  %g = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %g, %shift
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %x
  store i32 %g, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
; run: global 64 local 64
; arg %out = i32[64] zeros
; arg %shift = ${shift}
`;

test('faults: a negative index is printed signed and not grown; a grown buffer shows its final run', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#source').fill(shifted(-4));
  await expect(page.locator('#status')).toContainText('analysed', { timeout: 30_000 });
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#run-inputs-fault')).toContainText('bytes -16..-12 outside buffer %out', { timeout: 60_000 });
  await expect(page.locator('#run-inputs-fault')).toContainText('The index is negative');
  await expect(page.locator('#run-inputs-fault')).not.toContainText('change %out');
  await expect(page.locator('#run-inputs-notes')).toHaveCount(0);
  await expect(page.locator('#run-faults')).toContainText('4 faults stopped 4 work-items');
  await expect(page.locator('#problems-table tr[data-kind="out-of-bounds"]').first()).toContainText('×4');
  await page.locator('#run-inputs').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'run-inputs-negative-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: join(shots, 'run-inputs-negative-1024.png') });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.locator('#source').fill(shifted(100));
  await expect(page.locator('#run-inputs-grown')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#run-inputs-notes')).toContainText('%out grown from 128 to 256 elements');
  await expect(page.locator('#run-inputs-fault')).toHaveCount(0);
  await expect(page.locator('#problems')).toHaveAttribute('data-count', '0');
  await expect(page.locator('[data-buffer="%out"] caption')).toContainText('%out : i32[256]');
  await page.locator('#run-inputs').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'run-inputs-grown-1400.png') });
  expect(errors).toEqual([]);
});
