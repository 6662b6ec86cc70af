// The Problems list under a kernel run (issue 20): a racy kernel pasted into the editor shows
// the read-write race (and the branch that depends on it) as rows; clicking a row selects its
// line in the editor and highlights the lanes in the warp tables, whose instances that read
// racing data are marked.
import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { shots, watchConsole } from './helpers.mjs';

const RACY = `; BFS-style race: work-item l reads level[l+1] while work-item l+1 may write it.
; run: global 64 local 64
; arg 0 = i32[64] zeros
define amdgpu_kernel void @racy(ptr addrspace(1) %level) {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %n = add i32 %l, 1
  %m = and i32 %n, 63
  %p = getelementptr inbounds i32, ptr addrspace(1) %level, i32 %m
  %v = load i32, ptr addrspace(1) %p, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %mark, label %done
mark:
  %q = getelementptr inbounds i32, ptr addrspace(1) %level, i32 %l
  store i32 1, ptr addrspace(1) %q, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
`;

test('a racy kernel: the Problems list shows the race, a click jumps to its line', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#source').fill(RACY);
  await expect(page.locator('#status')).toContainText('analysed', { timeout: 30_000 });
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 30_000 });
  // Load-then-store (work-items 0 and 1) and store-then-load (0 and 63): two distinct races.
  const races = page.locator('#problems-table tr[data-kind="read-write-race"]');
  await expect(races).toHaveCount(2);
  const race = races.first();
  await expect(race).toContainText('10:');
  await expect(race).toContainText('15:');
  await expect(page.locator('#problems-table tr[data-kind="schedule-dependent-branch"]')).toHaveCount(1);
  // Instances of lanes that read racing data are marked in the warp tables.
  await expect(page.locator('[data-view="warp"]')).toHaveAttribute('data-step', '0', { timeout: 30_000 });
  await expect(page.locator('.dit td.reads-racy').first()).toBeVisible();
  await page.screenshot({ path: join(shots, 'problems-1400.png') });
  // Click: the editor's selection is on the race's first line; lanes are highlighted.
  await race.click();
  await expect(race).toHaveClass(/selected/);
  const line = await page.locator('#source').evaluate((el) => el.value.slice(0, el.selectionStart).split('\n').length);
  expect(String(line)).toBe(await race.getAttribute('data-line'));
  await expect(page.locator('.dit tr.problem-lane').first()).toBeVisible();
  await page.locator('#problems').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'problems-clicked-1400.png') });
  await page.locator('.dit tr.problem-lane').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'problems-table-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.locator('#problems').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'problems-1024.png') });
  expect(errors).toEqual([]);
});

test('a clean kernel: Problems none', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#source').fill(RACY.replace('%n = add i32 %l, 1', '%n = add i32 %l, 0'));
  await expect(page.locator('#status')).toContainText('analysed', { timeout: 30_000 });
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#kernel-run')).toHaveAttribute('data-ran', 'true', { timeout: 30_000 });
  await expect(page.locator('#problems')).toHaveAttribute('data-count', '0');
});
