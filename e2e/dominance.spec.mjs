// E2E tests of the issue-3 dominance views: frontiers and control dependence, the
// dominator-algorithm stepper, the dominance query panel, and the DFS successor order.
import { test, expect } from '@playwright/test';
import { shots, watchConsole } from './helpers.mjs';
import { join } from 'node:path';

const FIG_4_2 = '/?cfg=1->2,5%202->3,4%203->6%204->6%205->7%206->7';
const FIG_4_6 = '/?cfg=0->1,5%0A1->2,4%0A2->3%0A3->4%0A5->3';


test('frontiers table, control dependence with labels, and IDF phi placement', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(FIG_4_2);
  await page.locator('[data-tab="frontiers"]').click();
  const row = (b) => page.locator(`#frontier-table tr[data-row="${b}"]`);
  await expect(row('3').locator('[data-col="df"]')).toHaveText('6');
  await expect(row('4').locator('[data-col="df"]')).toHaveText('6');
  await expect(row('2').locator('[data-col="df"]')).toHaveText('7');
  await expect(row('3').locator('[data-col="cd"]')).toHaveText('2(T)');
  await expect(row('4').locator('[data-col="cd"]')).toHaveText('2(F)');
  await expect(row('3').locator('[data-col="pdf"]')).toHaveText('2');
  // Definitions in 3 and 5: phis at 6 and 7.
  await row('3').locator('input[type=checkbox]').check();
  await row('5').locator('input[type=checkbox]').check();
  await expect(page.locator('#idf-result')).toContainText('= {6, 7}');
  await expect(page.locator('[data-view="frontiers"] [data-block="6"].idf-phi')).toHaveCount(1);
  await row('3').click();
  await expect(page.locator('[data-view="frontiers"] [data-block="6"].in-df')).toHaveCount(1);
  await expect(page.locator('[data-view="frontiers"] [data-block="2"].controls')).toHaveCount(1);
  await page.screenshot({ path: join(shots, 'frontiers.png') });
  // The selection and the definitions are in the link.
  await page.reload();
  await expect(page.locator('#idf-result')).toContainText('= {6, 7}');
  expect(errors).toEqual([]);
});

test('the stepper plays all four algorithms on figure 4-6: sdom(4) = 1, idom(4) = 0', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(FIG_4_6);
  await page.locator('[data-tab="algorithms"]').click();
  for (const alg of ['data-flow', 'chk', 'slt', 'semi-nca']) {
    await page.locator(`button[data-algorithm="${alg}"]`).click();
    await expect(page.locator(`[data-view="stepper"][data-algorithm="${alg}"]`)).toHaveCount(1);
    await expect(page.locator(`button[data-algorithm="${alg}"]`)).toContainText('agrees');
    await page.locator('#step-last').click();
    const cell = (b, c) => page.locator(`#trace-table tr[data-row="${b}"] td[data-col="${c}"]`);
    await expect(cell('4', 'idom')).toHaveText('0');
    await expect(cell('2', 'idom')).toHaveText('1');
    if (alg === 'slt' || alg === 'semi-nca') {
      await expect(cell('4', 'sdom')).toHaveText('1');
      await expect(cell('4', 'dfnum')).toHaveText('4');
    }
    await page.screenshot({ path: join(shots, `stepper-${alg}.png`) });
  }
  // Stepping: the first step numbers the entry, and a step highlights blocks on the CFG.
  await page.locator('#step-first').click();
  await expect(page.locator('#step-count')).toContainText('step 1 /');
  await page.locator('#step-next').click();
  await page.locator('#step-next').click();
  await expect(page.locator('#step-count')).toContainText('step 3 /');
  await expect(page.locator('[data-view="stepper"] .block.step-focus')).toHaveCount(1);
  // The step is in the link.
  await page.reload();
  await expect(page.locator('#step-count')).toContainText('step 3 /');
  expect(errors).toEqual([]);
});

test('dominance query: dominates and post-dominates with DFS numbers, edge classes drawn', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(FIG_4_6);
  await page.locator('[data-tab="query"]').click();
  await page.locator('#query-a').selectOption('1');
  await page.locator('#query-b').selectOption('4');
  const result = page.locator('#query-result');
  await expect(result).toContainText('1 does not dominate 4');
  await expect(result).toContainText('4 post-dominate 1');
  await expect(page.locator('[data-view="query"] .edge.kind-tree')).toHaveCount(5);
  await expect(page.locator('[data-view="query"] .edge.kind-forward')).toHaveCount(1);
  await expect(page.locator('[data-view="query"] .edge.kind-cross')).toHaveCount(1);
  // Clicking blocks fills A then B.
  await page.locator('[data-view="query"] [data-block="0"]').click();
  await expect(page.locator('#query-a')).toHaveValue('0');
  await page.locator('[data-view="query"] [data-block="3"]').click();
  await expect(page.locator('#query-b')).toHaveValue('3');
  await expect(result).toContainText('0 dominate 3');
  await page.screenshot({ path: join(shots, 'query.png') });
  expect(errors).toEqual([]);
});

test('rotating a successor order changes the DFS everywhere and survives a reload', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(FIG_4_6);
  await page.locator('[data-tab="query"]').click();
  // DFS 0 1 2 3 4 5: 1 -> 4 is a forward edge. Rotating 1's successors visits 4 first.
  await expect(page.locator('[data-view="query"] .edge.kind-forward')).toHaveCount(1);
  await page.locator('[data-view="query"] [data-rotate="1"]').click();
  await expect(page.locator('#dfs-order')).toContainText('1');
  await expect(page.locator('[data-view="query"] .edge.kind-forward')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('#dfs-order')).toBeVisible();
  await expect(page.locator('[data-view="query"] .edge.kind-forward')).toHaveCount(0);
  await page.locator('#reset-order').click();
  await expect(page.locator('#dfs-order')).toHaveCount(0);
  expect(errors).toEqual([]);
});
