// The code editor (issue 30 item 9): CodeMirror 6 (web/editor/) mounted over the text area
// `#source`, which stays as its hidden plain-text mirror. Hooks: `#code-editor[data-editor=
// codemirror]` (mounted), `data-language` (the mode), `data-diagnostics` (squiggles shown),
// `.cm-reconverge-hover[data-verdict]` (the hover answer of a `%value` or block label).
import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { observeLongTasks, shots, watchConsole, pasteText } from './helpers.mjs';

/** Waits for CodeMirror to be mounted (its script loads async, after the wasm). */
async function mounted(page) {
  await expect(page.locator('#code-editor[data-editor="codemirror"]')).toHaveCount(1, { timeout: 20_000 });
}

/** The first token of the editor whose text is `text`. */
const token = (page, text) => page.locator('#code-editor .cm-line span', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\%]/g, '\\$&')}$`) }).first();

test('the editor highlights LLVM IR, answers a hover on a %value with its uniformity and reason', async ({ page }) => {
  const errors = watchConsole(page);
  for (const width of [1400, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.locator('#status')).toContainText('analysed');
    await mounted(page);
    await expect(page.locator('#code-editor')).toHaveAttribute('data-language', 'llvm-ir');
    // Highlighting: `define` is a keyword-ish token, `%…` values have their own colour.
    const define = token(page, 'define');
    await expect(define).toBeVisible();
    const colours = await page.locator('#code-editor .cm-line span').evaluateAll((els) => new Set(els.slice(0, 400).map((e) => getComputedStyle(e).color)).size);
    expect(colours, 'distinct token colours on screen').toBeGreaterThanOrEqual(5);
    // The text area mirrors the text (the e2e specs type into it).
    await expect(page.locator('#source')).toHaveValue(/define/);
    // Hover a divergent value: the verdict and its reason, asked of the worker.
    // reduce.ll's `%6` is the work-item id (divergent); `%0` an argument (uniform).
    const tid = token(page, '%6');
    await tid.hover();
    const tip = page.locator('.cm-reconverge-hover');
    await expect(tip).toBeVisible({ timeout: 10_000 });
    await expect(tip).toHaveAttribute('data-verdict', 'divergent');
    const text = await tip.innerText();
    console.log(`hover ${await tid.innerText()} at ${width}: ${text.replace(/\n/g, ' | ').slice(0, 200)}`);
    expect(text.length).toBeGreaterThan(10);
    await page.screenshot({ path: join(shots, `editor-hover-value-${width}.png`) });
  }
  expect(errors).toEqual([]);
});

test('a parse error is a squiggle at its line:column with the message on hover', async ({ page }) => {
  const errors = watchConsole(page);
  for (const width of [1400, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await mounted(page);
    await page.locator('#source').fill('entry -> a, b\na -> c\nb -> c,, d\nc\n');
    await expect(page.locator('#input-error')).toContainText('line 3');
    await expect(page.locator('#code-editor')).toHaveAttribute('data-diagnostics', '1');
    const squiggle = page.locator('#code-editor .cm-lintRange-error').first();
    await expect(squiggle).toBeVisible();
    // The squiggle is on line 3.
    const line = await squiggle.evaluate((el) => [...el.closest('.cm-content').querySelectorAll('.cm-line')].indexOf(el.closest('.cm-line')) + 1);
    expect(line).toBe(3);
    await squiggle.hover();
    await expect(page.locator('.cm-tooltip-lint')).toBeVisible({ timeout: 5_000 });
    await expect(page.locator('.cm-tooltip-lint')).toContainText(/expected|found|,/);
    await page.screenshot({ path: join(shots, `editor-squiggle-${width}.png`) });
    // Fixed text: no squiggle.
    await page.locator('#source').fill('entry -> a, b\na -> c\nb -> c\nc\n');
    await expect(page.locator('#code-editor')).toHaveAttribute('data-diagnostics', '0');
  }
  expect(errors).toEqual([]);
});

test('a block label hovered in the text highlights the block in the drawing; a click selects it; Ctrl-F searches', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await mounted(page);
  await page.locator('#source').fill('entry -> left, right\nleft -> join\nright -> join\njoin\n');
  await expect(page.locator('[data-view="cfg"] [data-block="left"]')).toHaveCount(1);
  await expect(page.locator('#code-editor')).toHaveAttribute('data-language', 'compact');
  await token(page, 'left').hover();
  const stroke = () => page.locator('[data-view="cfg"] [data-block="left"] > .box').evaluate((e) => getComputedStyle(e).strokeWidth);
  await expect.poll(stroke).toBe('3px');
  await page.mouse.move(5, 5);
  await expect.poll(stroke).not.toBe('3px');
  // A click on the label selects the block (the Frontiers tab's selected row).
  await token(page, 'right').click();
  await page.locator('[data-tab="frontiers"]').click();
  await expect(page.locator('tr[data-row="right"].selected')).toHaveCount(1);
  await page.locator('[data-tab="trees"]').click();
  // Ctrl-F opens the search panel; typing finds the matches.
  await page.locator('#code-editor .cm-content').click();
  await page.keyboard.press('Control+f');
  await expect(page.locator('#code-editor .cm-search')).toBeVisible();
  await page.keyboard.type('join');
  await expect(page.locator('#code-editor .cm-searchMatch').first()).toBeVisible();
  await page.screenshot({ path: join(shots, 'editor-search-1400.png') });
  expect(errors).toEqual([]);
});

test('typing into the editor updates the views; a 5,000-line text types with no task over 100 ms', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  // The observer's `window.__tasks` (each long task's ms) is read directly below.
  await observeLongTasks(page);
  await page.goto('/');
  await mounted(page);
  // Typed into CodeMirror: the text area mirror and the drawing follow.
  await page.locator('#code-editor .cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('p -> q, r\nq -> s\nr -> s\ns\n');
  await expect(page.locator('[data-view="cfg"] [data-block="q"]')).toHaveCount(1);
  await expect(page.locator('#source')).toHaveValue('p -> q, r\nq -> s\nr -> s\ns\n');
  // 5,000 lines of compact text (a chain with branches): the page's limit of 5,000 blocks.
  const lines = [];
  for (let i = 0; i < 4999; i++) lines.push(i % 3 === 0 && i + 2 < 5000 ? `b${i} -> b${i + 1}, b${i + 2}` : `b${i} -> b${i + 1}`);
  lines.push('b4999');
  await pasteText(page, lines.join('\n') + '\n');
  await expect(page.locator('#status')).toContainText('5,000 blocks', { timeout: 60_000 });
  // Wait until the page is quiet (the drawing of 5,000 blocks is done): 1.5 s with no long task.
  await page.evaluate(() => { window.__tasks = []; });
  for (let quiet = 0; quiet < 3;) {
    await page.waitForTimeout(500);
    quiet = (await page.evaluate(() => { const n = window.__tasks.length; window.__tasks = []; return n; })) ? 0 : quiet + 1;
  }
  // Type at the end (each key is one CodeMirror transaction and one mirror update) and scroll.
  await page.locator('#code-editor .cm-content').click();
  await page.keyboard.press(process.env.KEYPOS || 'Control+End');
  await page.waitForTimeout(300);
  await page.evaluate(() => { window.__tasks = []; });
  await page.keyboard.type(' # note', { delay: 20 });
  await page.locator('#code-editor .cm-scroller').evaluate((el) => { el.scrollTop = el.scrollHeight / 2; });
  await page.waitForTimeout(100);
  const tasks = await page.evaluate(() => window.__tasks);
  const longest = Math.max(0, ...tasks);
  console.log(`long tasks while typing: ${JSON.stringify(tasks.map(Math.round))}`);
  console.log(`5,000-line text: longest main-thread task while typing and scrolling: ${longest.toFixed(0)} ms`);
  expect(longest).toBeLessThanOrEqual(100);
  expect(errors).toEqual([]);
});

test('a block label hovered in IR answers with its branch (the worker tells label from value); Ctrl+/ comments a line, Alt+↓ moves it', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await mounted(page);
  // reduce.ll line 15: `br i1 %10, label %11, label %15`; `%15` is a block, not a value.
  const label = token(page, '%15');
  await label.hover();
  const tip = page.locator('.cm-reconverge-hover');
  await expect(tip).toBeVisible({ timeout: 10_000 });
  await expect(tip).toHaveAttribute('data-verdict', 'uniform');
  await expect(tip).toContainText('uniform branch');
  await page.mouse.move(5, 5);
  // Line 12 is `  %8 = mul i32 %7, %4`.
  const line = (n) => page.locator('#code-editor .cm-line').nth(n - 1);
  await expect(line(12)).toHaveText(/%8 = mul i32 %7, %4/);
  await line(12).click();
  await page.keyboard.press('Control+/');
  await expect(line(12)).toHaveText(/^\s*; %8 = mul/);
  await page.keyboard.press('Alt+ArrowDown');
  await expect(line(13)).toHaveText(/^\s*; %8 = mul/);
  await expect(line(12)).toHaveText(/%9 = add/);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(line(12)).toHaveText(/^\s*%8 = mul i32 %7, %4/);
  expect(errors).toEqual([]);
});
