// E2E tests of Vulkan's maximal reconvergence (issue 23; docs/VULKAN.md): SPIR-V pasted into
// the editor and its structured constructs drawn as regions on the CFG, the `vulkan` policy in
// the warp tab with the instances LLVM's maximal relation and Vulkan's disagree on, and the
// SPIR-V gallery entries. Hooks: `.constructs .construct[data-construct]`, `#constructs`,
// `#vulkan-vs-llvm[data-differences]`, `#vulkan-table td.vk-differs`, `#ballots`.
import { test, expect } from '@playwright/test';
import { shots, watchConsole } from './helpers.mjs';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

test('SPIR-V pasted into the editor: the CFG draws the structured constructs, nested, toggleable', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  // glslang + spirv-dis output of nested loops with a continue and a return.
  await page.locator('#source').fill(readFileSync(join(root, 'core/tests/spirv/nested_loop.spvasm'), 'utf8'));
  await expect(page.locator('#status')).toContainText('spirv · 15 blocks');
  const cfg = page.locator('[data-view="cfg"]');
  await expect(cfg.locator('[data-block="28"]')).toBeVisible();
  // Two loops (headers %14 and %28), their continue constructs, two selections.
  await expect(cfg.locator('.construct[data-construct="loop 14"]')).toHaveCount(1);
  await expect(cfg.locator('.construct[data-construct="loop 28"]')).toHaveCount(1);
  await expect(cfg.locator('.construct.construct-continue')).toHaveCount(2);
  await expect(cfg.locator('.construct.construct-selection')).toHaveCount(2);
  // The inner loop's region nests in the outer one's.
  await expect(cfg.locator('.construct[data-construct="loop 14"]')).toHaveAttribute('data-depth', '0');
  await expect(cfg.locator('.construct[data-construct="loop 28"]')).toHaveAttribute('data-depth', '1');
  const box = async (c) => cfg.locator(`.construct[data-construct="${c}"] path`).boundingBox();
  const [outer, inner] = [await box('loop 14'), await box('loop 28')];
  expect(inner.x).toBeGreaterThan(outer.x);
  expect(inner.y).toBeGreaterThan(outer.y);
  expect(inner.x + inner.width).toBeLessThan(outer.x + outer.width);
  expect(inner.y + inner.height).toBeLessThan(outer.y + outer.height);
  // The explorer lists each header's merge and continue target.
  const row = page.locator('#constructs tr[data-construct="loop 14"] td');
  await expect(row).toHaveText([/loop/, '14', '16', '17', /14 .*18/]);
  await expect(page.locator('#constructs tr[data-construct="loop 28"] td').nth(2)).toHaveText('30');
  for (const width of [1400, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(shots, `vulkan-constructs-${width}.png`) });
  }
  // The toggle hides and shows the regions.
  await cfg.locator('button.constructs-toggle').click();
  await expect(cfg.locator('.construct')).toHaveCount(0);
  await cfg.locator('button.constructs-toggle').click();
  await expect(cfg.locator('.construct')).toHaveCount(6);
  expect(errors).toEqual([]);
});

test('warp: the vulkan policy, the instances where LLVM and Vulkan differ with the reason, and the ballots', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('vulkan-minimal');
  await expect(page.locator('[data-view="cfg"] .construct[data-construct="loop H"]')).toHaveCount(1);
  await page.locator('[data-tab="warp"]').click();
  await page.locator('button[data-policy="vulkan"]').click();
  await expect(page.locator('[data-view="warp"][data-policy="vulkan"]')).toHaveCount(1);
  const panel = page.locator('#vulkan-vs-llvm');
  await expect(panel).toHaveAttribute('data-differences', '1');
  // E1 and E2 are in one column of LLVM's maximal table, in two of Vulkan's.
  const row = (id, t) => page.locator(`#${id} tr[data-thread="${t}"] td:not(.empty)`);
  await expect(row('maximal-table', 'T0')).toHaveText(['entry1', 'H1', 'B1', 'E1', 'M1', 'exit1']);
  await expect(page.locator('#vulkan-table td.vk-differs')).toHaveText(['E1', 'E2']);
  await expect(page.locator('#vulkan-table td.vk-differs').first()).toHaveAttribute('title', /E is inside the loop construct of H \(merge M\) but outside its cycle/);
  await expect(page.locator('#vulkan-differences li')).toHaveText([
    "E1 and E2: converged under LLVM's maximal convergence, not under Vulkan's maximal reconvergence: E is inside the loop construct of H (merge M) but outside its cycle",
  ]);
  // The ballot in E: one lane each under Vulkan, both under LLVM.
  await expect(page.locator('#ballots tr[data-thread="T0"] td')).toHaveText(['T0', 'E #1', '{T0}', '{T0, T1}']);
  await expect(page.locator('#ballots tr.differs')).toHaveCount(2);
  // Stepping the vulkan policy runs E for T0 and T1 in different steps.
  await page.locator('#warp-run').click();
  await expect(page.locator('#warp-count')).toContainText('step 10 / 10');
  for (const width of [1400, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(shots, `vulkan-warp-${width}.png`) });
  }
  expect(errors).toEqual([]);
});

test('gallery: the GLSL elect-and-break shader and the switch with fall-through', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('vulkan-elect-break');
  await expect(page.locator('#source')).toHaveValue(/OpLoopMerge %12 %13 None/);
  await expect(page.locator('[data-view="cfg"] .construct[data-construct="loop 10"]')).toHaveCount(1);
  await page.locator('[data-tab="warp"]').click();
  await page.locator('button[data-policy="vulkan"]').click();
  // The elected lane of each iteration breaks alone: 17#1 against 17#2, 17#3, 17#4.
  await expect(page.locator('#vulkan-vs-llvm')).toHaveAttribute('data-differences', '3');
  await expect(page.locator('#ballots tr[data-thread="T2"][data-block="17"] td').nth(2)).toHaveText('{T2}');
  await expect(page.locator('#ballots tr[data-thread="T2"][data-block="12"] td').nth(2)).toHaveText('{T0, T1, T2, T3}');
  await page.screenshot({ path: join(shots, 'vulkan-elect-break.png') });
  await page.locator('#example').selectOption('vulkan-switch');
  await page.locator('[data-tab="trees"]').click();
  await expect(page.locator('[data-view="cfg"] .construct.construct-case')).toHaveCount(4);
  await expect(page.locator('#constructs tr[data-kind="case"]')).toHaveCount(4);
  await page.screenshot({ path: join(shots, 'vulkan-switch.png') });
  expect(errors).toEqual([]);
});
