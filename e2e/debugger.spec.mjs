// The Debug tab (issue 33 items 2–4): the gallery's `-g` kernel (web/examples/debug_race.cl and
// its clang-19 -g -O0 IR, run on its `; run:` / `; arg` inputs: global 8, in = iota, n = 3)
// with its source; source ↔ IR ↔ block linking; an undefined value; a breakpoint on a source
// line for one work-item, run to it, the lanes × values table against the known values (past the
// barrier lane k has x = in[k] = k and acc = ±(0 + k + 2k), even lanes negated; n = 3 in every
// lane: the CLI `reconverge debug` and web/src/debug_job.rs's test give the same), step by
// line, run to the race (work-items 0 and 1 both store out[0]), step back; at 1,400 and 1,024 px, screenshots saved; no console errors.
import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { pasteText, shots, watchConsole } from './helpers.mjs';

async function openDebug(page) {
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#example').selectOption('debug-race');
  await expect(page.locator('#source')).toHaveValue(/debug_race\.cl/, { timeout: 20_000 });
  await page.locator('[data-tab="debug"]').click();
  await expect(page.locator('#debug[data-reason="start"]')).toBeVisible({ timeout: 30_000 });
}

for (const width of [1400, 1024]) {
  test(`debug a -g kernel by source line at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await page.setViewportSize({ width, height: 1000 });
    await openDebug(page);
    const line = (n) => page.locator(`#debug .src-line[data-line="${n}"]`);
    const cell = (v, lane) => page.locator(`#dbg-values tr[data-var="${v}"] td[data-lane="${lane}"]`);
    const dbg = page.locator('#debug');
    // A line step in (line 5): `i` is declared, not yet stored: undefined, marked.
    await page.locator('#dbg-step-line').click();
    await expect(dbg).toHaveAttribute('data-reason', 'step', { timeout: 30_000 });
    await expect(line(5)).toHaveClass(/dbg-here/);
    await expect(cell('i', 0)).toHaveClass(/undef/);
    await page.locator('#dbg-back').click();
    await expect(dbg).toHaveAttribute('data-reason', 'start', { timeout: 30_000 });
    // The source text came with the example; line 14 is the racing store.
    await expect(line(14)).toContainText('out[i / 2] = acc;');
    // Linking: hovering line 9 (the loop body) lights it, its IR lines in the editor and its block.
    await expect(page.locator('#code-editor[data-editor="codemirror"]')).toBeAttached({ timeout: 20_000 });
    await line(9).locator('code').hover();
    await expect(line(9)).toHaveClass(/dbg-lit/);
    await expect(page.locator('#code-editor .cm-line.dbg-lit').first()).toBeVisible();
    const litBlocks = () => page.locator('#debug [data-block] > .box').evaluateAll((bs) => bs.filter((b) => getComputedStyle(b).strokeWidth === '3px').length);
    await expect.poll(litBlocks).toBeGreaterThan(0);
    // Clicking an IR line lights its source line: the first IR line lit for line 9.
    // Near the line's start (Playwright clicks an element's centre, which on a long IR line would
    // scroll the editor sideways and leave the screenshots' IR pane blank).
    await page.locator('#code-editor .cm-line.dbg-lit').first().click({ position: { x: 12, y: 6 } });
    await page.locator('#dbg-status').hover();
    await expect(line(9)).toHaveClass(/dbg-lit/);
    // Focus work-item 1; a breakpoint on line 14 for it only.
    await page.locator('#dbg-focus').fill('1, 0, 0');
    await page.locator('#dbg-focus').dispatchEvent('change');
    await page.locator('#dbg-only-focus').check();
    await line(14).locator('.bp-toggle').click();
    await expect(line(14)).toHaveAttribute('data-bp', 'true');
    await expect(page.locator('#dbg-bps li')).toHaveText(/line 14 \(work-item \(1, 0, 0\)\)/);
    await page.locator('#dbg-run-bp').click();
    await expect(dbg).toHaveAttribute('data-reason', 'breakpoint 1', { timeout: 30_000 });
    await expect(dbg).toHaveAttribute('data-work-item', '(1, 0, 0)');
    await expect(line(14)).toHaveClass(/dbg-here/);
    // The values table past the barrier: lane k holds x = k, acc = ±3k (even lanes negate);
    // n = 3 is uniform (shown once).
    await expect(cell('x', 1)).toHaveText('1');
    await expect(cell('acc', 1)).toHaveText('3');
    await expect(cell('acc', 2)).toHaveText('-6');
    await expect(cell('x', 7)).toHaveText('7');
    await expect(cell('n', 'all')).toHaveText('3');
    await expect(page.locator('#dbg-lanes tr[data-lane="1"]')).toContainText('running');
    await expect(page.locator('#dbg-warps li')).toHaveCount(1);
    await page.screenshot({ path: join(shots, `debugger-breakpoint-${width}.png`), fullPage: true });
    // Step by line: work-item 1 leaves line 14. The IR editor scrolled to its top first: the
    // stop brings the stopped lane's IR line into the editor's view (the page does not scroll).
    const before = Number(await dbg.getAttribute('data-position'));
    await page.locator('#code-editor .cm-scroller').evaluate((s) => { s.scrollTop = 0; });
    const pageY = await page.evaluate(() => window.scrollY);
    await page.locator('#dbg-step-line').click();
    await expect(dbg).toHaveAttribute('data-reason', 'step', { timeout: 30_000 });
    expect(Number(await dbg.getAttribute('data-position'))).toBeGreaterThan(before);
    await expect(line(14)).not.toHaveClass(/dbg-here/);
    const hereIr = Number(await page.locator('#dbg-lanes tr.dbg-here td:nth-child(6)').textContent());
    expect(hereIr).toBeGreaterThan(40);
    await expect.poll(() => page.locator('#code-editor').evaluate((ed, ir) => {
      const r = ed.querySelector('.cm-scroller').getBoundingClientRect();
      const g = [...ed.querySelectorAll('.cm-lineNumbers .cm-gutterElement')].find((e) => e.textContent.trim() === String(ir));
      const q = g?.getBoundingClientRect();
      return !!q && q.top >= r.top && q.bottom <= r.bottom;
    }, hereIr)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageY);
    // A fast answer never shows "running…" (it would cost the step a frame before its answer:
    // docs/DEBUGGER.md "Speed"); the editor marks the lanes' current IR lines a frame after the
    // stop is drawn.
    await expect(dbg).toHaveAttribute('data-busy', 'false');
    await expect(dbg).not.toHaveAttribute('data-running', /.*/);
    await expect(page.locator('#code-editor .cm-line.dbg-cur').first()).toBeAttached();
    // Back to the breakpoint, then run to the race instead.
    await page.locator('#dbg-back').click();
    await expect(dbg).toHaveAttribute('data-reason', 'breakpoint 1', { timeout: 30_000 });
    await expect(cell('acc', 1)).toHaveText('3');
    await page.locator('#dbg-run-finding').click();
    await expect(dbg).toHaveAttribute('data-reason', 'finding', { timeout: 30_000 });
    await expect(page.locator('#dbg-status')).toContainText('same byte');
    await page.screenshot({ path: join(shots, `debugger-finding-${width}.png`), fullPage: true });
    // Step back: the breakpoint's stop again, with the same values.
    await page.locator('#dbg-back').click();
    await expect(dbg).toHaveAttribute('data-reason', 'breakpoint 1', { timeout: 30_000 });
    await expect(cell('x', 1)).toHaveText('1');
    // The memory view at this stop: `out` (the first region); out[0] = 0 was stored by
    // work-item 0 on line 14 (work-item 1's racing store is next).
    await page.locator('#dbg-memory summary').click();
    const out0 = page.locator('#dbg-mem tr[data-index="0"]');
    await expect(out0).toContainText('(0, 0, 0) at line 14', { timeout: 30_000 });
    await expect(page.locator('#dbg-mem-region')).toHaveValue('out');
    await page.locator('#dbg-memory').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `debugger-memory-${width}.png`), fullPage: true });
    // `in` (iota, int) read as bytes: in[1] = 1 is byte 4.
    const val = (k) => page.locator(`#dbg-mem tr[data-index="${k}"] td:nth-child(2)`);
    await page.locator('#dbg-mem-region').selectOption('in');
    await expect(val(1)).toHaveText('1', { timeout: 30_000 });
    await page.locator('#dbg-mem-elem').selectOption('u8');
    await expect(val(4)).toHaveText('1', { timeout: 30_000 });
    await expect(val(1)).toHaveText('0');
    await page.locator('#dbg-mem-region').selectOption('out');
    await expect(page.locator('#dbg-mem-elem')).toHaveValue('');
    expect(errors).toEqual([]);
  });
}

test('run to divergence and reconvergence; a conditional breakpoint', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await openDebug(page);
  const dbg = page.locator('#debug');
  // Work-item 0's warp splits at the branch on i % 2 and comes back together after it.
  await page.locator('#dbg-run-div').click();
  await expect(dbg).toHaveAttribute('data-reason', /^divergence at /, { timeout: 30_000 });
  await page.locator('#dbg-run-reconv').click();
  await expect(dbg).toHaveAttribute('data-reason', /^reconvergence at /, { timeout: 30_000 });
  await page.locator('#dbg-restart').click();
  await expect(dbg).toHaveAttribute('data-reason', 'start', { timeout: 30_000 });
  // Line 9 only where acc == 1: work-item 1 after its k = 1 iteration (acc = 0 + 1·1).
  await page.locator('#dbg-cond').fill('acc == 1');
  await page.locator('#dbg-cond').dispatchEvent('change');
  await page.locator('#debug .src-line[data-line="9"] .bp-toggle').click();
  await expect(page.locator('#dbg-bps li')).toContainText('line 9 if acc == 1');
  await page.locator('#dbg-run-bp').click();
  await expect(dbg).toHaveAttribute('data-reason', 'breakpoint 1', { timeout: 30_000 });
  await expect(dbg).toHaveAttribute('data-work-item', '(1, 0, 0)');
  // A condition that does not parse says where.
  await page.locator('#debug .src-line[data-line="9"] .bp-toggle').click();
  await page.locator('#dbg-cond').fill('acc ==');
  await page.locator('#dbg-cond').dispatchEvent('change');
  await page.locator('#debug .src-line[data-line="9"] .bp-toggle').click();
  await expect(page.locator('#dbg-error')).toContainText('condition acc ==: line 1:7', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

// The stepping keys (web/src/components/debugger.rs `key_command`): F10 a line, F11 an
// instruction, Shift+F10 one stop back, F8 to the next breakpoint; each presses its button.
test('the stepping keys: F10, F11, Shift+F10, F8', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await openDebug(page);
  const dbg = page.locator('#debug');
  const at = async () => Number(await dbg.getAttribute('data-position'));
  const start = await at();
  await page.keyboard.press('F10');
  await expect(dbg).toHaveAttribute('data-reason', 'step', { timeout: 30_000 });
  await expect(page.locator('#debug .src-line[data-line="5"]')).toHaveClass(/dbg-here/);
  const line = await at();
  expect(line).toBeGreaterThan(start);
  await page.keyboard.press('F11');
  await expect.poll(at, { timeout: 30_000 }).toBeGreaterThan(line);
  await page.keyboard.press('Shift+F10');
  await expect.poll(at, { timeout: 30_000 }).toBe(line);
  await page.keyboard.press('Shift+F10');
  await expect(dbg).toHaveAttribute('data-reason', 'start', { timeout: 30_000 });
  await expect(page.locator('#dbg-back')).toBeDisabled();
  await page.locator('#debug .src-line[data-line="14"] .bp-toggle').click();
  await page.keyboard.press('F8');
  await expect(dbg).toHaveAttribute('data-reason', 'breakpoint 1', { timeout: 30_000 });
  await expect(page.locator('#debug .src-line[data-line="14"]')).toHaveClass(/dbg-here/);
  expect(errors).toEqual([]);
});

// The work-group view (issue 33 item 3): with two warps of 4 lanes, work-item 0 stops on line 14;
// the other warp's lanes and values are shown at the same stop (x = in[k] = k past the barrier).
for (const width of [1400, 1024]) {
test(`another warp of the work-group at the same stop at ${width} px`, async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width, height: 1000 });
  await openDebug(page);
  const text = await page.locator('#source').inputValue();
  const two = text.replace('; run: global 8 local 8', '; run: global 8 local 8 wave 4');
  expect(two).not.toEqual(text);
  await pasteText(page, two);
  const dbg = page.locator('#debug');
  await expect(page.locator('#debug[data-reason="start"][data-lanes="4"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#dbg-warps button')).toHaveCount(2);
  await page.locator('#dbg-only-focus').check();
  await page.locator('#debug .src-line[data-line="14"] .bp-toggle').click();
  await page.locator('#dbg-run-bp').click();
  await expect(dbg).toHaveAttribute('data-reason', 'breakpoint 1', { timeout: 30_000 });
  const position = await dbg.getAttribute('data-position');
  await expect(page.locator('#dbg-warps button[data-warp="0"]')).toContainText('stopped here');
  const cell = (v, lane) => page.locator(`#dbg-values tr[data-var="${v}"] td[data-lane="${lane}"]`);
  await expect(cell('x', 1)).toHaveText('1');
  await page.locator('#dbg-warps button[data-warp="1"]').click();
  await expect(page.locator('#dbg-lanes-title')).toHaveAttribute('data-warp', '1', { timeout: 30_000 });
  await expect(page.locator('#dbg-lanes-title')).toContainText('at the stop of (0, 0, 0) (stopped in warp 0)');
  await expect(dbg).toHaveAttribute('data-position', position);
  await expect(page.locator('#dbg-lanes')).toContainText('(5, 0, 0)');
  await expect(cell('x', 1)).toHaveText('5');
  await expect(cell('x', 3)).toHaveText('7');
  await expect(page.locator('#dbg-warps button[data-warp="1"]')).toHaveClass(/active/);
  await page.locator('#debug .dbg-grid').screenshot({ path: join(shots, `debugger-other-warp-${width}.png`) });
  // A step goes on from the stop (the focus is now warp 1's first work-item) and shows its warp.
  await page.locator('#dbg-step-inst').click();
  await expect(dbg).not.toHaveAttribute('data-position', position, { timeout: 30_000 });
  await expect(page.locator('#dbg-lanes-title')).toHaveAttribute('data-warp', '1');
  await expect(page.locator('#dbg-lanes-title')).not.toContainText('stopped in warp');
  expect(errors).toEqual([]);
});
}

// The text's `; run: … schedule lock-step` (issue 32 item 7's pre-Volta warp) reaches the Debug
// tab: a line step of work-item 0 moves its whole warp, one instruction per lane per round,
// where the default schedule runs work-item 0 alone.
test('a lock-step schedule in the run line moves the warp together', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await openDebug(page);
  const dbg = page.locator('#debug');
  const instructions = () => page.locator('#dbg-lanes tr[data-lane] td:last-child code').allTextContents();
  await page.locator('#dbg-step-line').click();
  await expect(dbg).toHaveAttribute('data-reason', 'step', { timeout: 30_000 });
  expect(new Set(await instructions()).size).toBeGreaterThan(1);
  await expect(page.locator('#dbg-lock-step')).toHaveCount(0);
  const text = await page.locator('#source').inputValue();
  const lock = text.replace('; run: global 8 local 8', '; run: global 8 local 8 schedule lock-step');
  expect(lock).not.toEqual(text);
  await pasteText(page, lock);
  await expect(page.locator('#debug[data-reason="start"]')).toBeVisible({ timeout: 30_000 });
  await page.locator('#dbg-step-line').click();
  await expect(dbg).toHaveAttribute('data-reason', 'step', { timeout: 30_000 });
  await expect.poll(async () => new Set(await instructions()).size).toBe(1);
  await expect(page.locator('#dbg-lanes-title #dbg-lock-step')).toContainText('in lock-step');
  expect((await instructions()).length).toBe(8);
  await page.locator('#debug .dbg-grid').screenshot({ path: join(shots, 'debugger-lock-step.png') });
  expect(errors).toEqual([]);
});

test('without the source text the lines are named from the debug information; the text rides in the link', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await openDebug(page);
  // The link keeps the source text: reload it.
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.locator('#debug[data-reason="start"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#debug .src-line[data-line="14"]')).toContainText('out[i / 2] = acc;');
  // Cleared: the rows are `debug_race.cl:N`.
  await page.locator('.dbg-paste summary').click();
  await page.locator('#dbg-source-text').fill('');
  await page.locator('#dbg-source-text').dispatchEvent('change');
  await expect(page.locator('#debug .src-line[data-line="14"]')).toContainText('debug_race.cl:14');
  expect(errors).toEqual([]);
});

// A 64-lane warp (issue 33 item 7): the lanes and values tables draw only the rows and lane
// columns in view of their scroll boxes (web/src/components/debugger.rs `Window`); scrolling
// brings the others in, with the same values.
for (const width of [1400, 1024]) {
test(`a 64-lane warp: the tables draw the lanes in view and scroll to the others at ${width} px`, async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width, height: 1000 });
  await openDebug(page);
  const text = await page.locator('#source').inputValue();
  const wide = text.replace('; run: global 8 local 8', '; run: global 64 local 64').replace('; arg 1 = i32[8] iota', '; arg 1 = i32[64] iota');
  expect(wide).not.toEqual(text);
  await pasteText(page, wide);
  const dbg = page.locator('#debug');
  // The new text's session: a warp of 64 lanes.
  await expect(page.locator('#debug[data-reason="start"][data-lanes="64"]')).toBeVisible({ timeout: 30_000 });
  // Past the barrier every lane k has x = in[k] = k: run to line 14.
  await page.locator('#debug .src-line[data-line="14"] .bp-toggle').click();
  await page.locator('#dbg-run-bp').click();
  await expect(dbg).toHaveAttribute('data-reason', 'breakpoint 1', { timeout: 30_000 });
  const lanes = page.locator('#dbg-lanes tr[data-lane]');
  const drawn = await lanes.count();
  expect(drawn).toBeGreaterThan(10);
  expect(drawn).toBeLessThan(64);
  await expect(page.locator('#dbg-lanes tr[data-lane="63"]')).toHaveCount(0);
  await page.locator('#dbg-lanes').evaluate((t) => { t.parentElement.scrollTop = t.parentElement.scrollHeight; });
  await expect(page.locator('#dbg-lanes tr[data-lane="63"]')).toBeVisible();
  await expect(page.locator('#dbg-lanes tr[data-lane="0"]')).toHaveCount(0);
  const cell = (v, lane) => page.locator(`#dbg-values tr[data-var="${v}"] td[data-lane="${lane}"]`);
  await expect(cell('x', 5)).toHaveText('5');
  await expect(cell('x', 63)).toHaveCount(0);
  await page.locator('#dbg-values').evaluate((t) => { t.parentElement.scrollLeft = t.parentElement.scrollWidth; });
  await expect(cell('x', 63)).toHaveText('63');
  // In the box's view (the box itself may be below the page's fold at 1,024 px).
  const shownInBox = () => page.locator('#dbg-values').evaluate((t) => {
    const c = t.querySelector('tr[data-var="x"] td[data-lane="63"]');
    const [r, b] = [c.getBoundingClientRect(), t.parentElement.getBoundingClientRect()];
    return r.left >= b.left - 1 && r.right <= b.right + 1;
  });
  await expect.poll(shownInBox).toBe(true);
  await page.locator('#debug .dbg-grid').screenshot({ path: join(shots, `debugger-64-lanes-${width}.png`) });
  // The source pane names the lanes on a line as ranges.
  await expect(page.locator('#debug .src-line[data-line="14"] .dbg-lanes')).toHaveText('◀ lanes 0–63');
  // A stop of another lane outside the lanes box's view scrolls the box to it.
  await page.locator('#dbg-lanes').evaluate((t) => { t.parentElement.scrollTop = 0; });
  await page.locator('#dbg-focus').fill('40, 0, 0');
  await page.locator('#dbg-focus').dispatchEvent('change');
  await page.locator('#dbg-step-inst').click();
  await expect(dbg).toHaveAttribute('data-work-item', '(40, 0, 0)', { timeout: 30_000 });
  const inBox = () => page.locator('#dbg-lanes').evaluate((t) => {
    const row = t.querySelector('tr[data-lane="40"]');
    if (!row) return false;
    const [r, b] = [row.getBoundingClientRect(), t.parentElement.getBoundingClientRect()];
    return r.top >= b.top && r.bottom <= b.bottom;
  });
  await expect.poll(inBox).toBe(true);
  expect(errors).toEqual([]);
});
}

// IR without debug information: the values table shows the next instruction's SSA operands as
// their IR types say (a loaded `float` as 2.5, not its bits), a value only one lane shows says
// so, and the memory view prints a struct alloca field by field (padding does not make a
// written element undefined).
test('SSA operands by their IR types; a struct alloca in the memory view', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await pasteText(page, [
    '; run: global 4 local 4', '; arg 0 = f32[4] zeros',
    '%struct.pair = type { i8, float }',
    'define amdgpu_kernel void @k(ptr addrspace(1) %out) {', 'entry:',
    '  %s = alloca [2 x %struct.pair], align 4, addrspace(5)',
    '  %f = getelementptr inbounds [2 x %struct.pair], ptr addrspace(5) %s, i32 0, i32 1, i32 1',
    '  store float 2.5, ptr addrspace(5) %f, align 4',
    '  %c = getelementptr inbounds [2 x %struct.pair], ptr addrspace(5) %s, i32 0, i32 1, i32 0',
    '  store i8 -3, ptr addrspace(5) %c, align 4',
    '  %v = load float, ptr addrspace(5) %f, align 4',
    '  store float %v, ptr addrspace(1) %out, align 4', '  ret void', '}', ''].join('\n'));
  await expect(page.locator('#status')).toContainText('1 block');
  await page.locator('[data-tab="debug"]').click();
  const dbg = page.locator('#debug');
  await expect(dbg).toHaveAttribute('data-reason', 'start', { timeout: 30_000 });
  for (let k = 1; k <= 6; k++) {
    await page.locator('#dbg-step-inst').click();
    await expect(dbg).toHaveAttribute('data-position', /\d+/);
    await expect(page.locator('#dbg-status')).toContainText(`event ${k}`, { timeout: 30_000 });
  }
  // Work-item 0 is at `store float %v`; the other lanes have not started.
  const row = page.locator('#dbg-values tr[data-var="%v"]');
  await expect(row.locator('td.ty')).toHaveText('float');
  await expect(row.locator('td[data-lane="all"]')).toHaveText('2.5 lane 0 only');
  await page.locator('#dbg-memory summary').click();
  await page.locator('#dbg-mem-region').selectOption('s');
  await expect(page.locator('#dbg-mem tr[data-index="1"] td').nth(1)).toHaveText('{-3, 2.5}');
  await expect(page.locator('#dbg-mem tr[data-index="1"] td').nth(1)).not.toHaveClass(/undef/);
  await expect(page.locator('#dbg-mem tr[data-index="0"] td').nth(1)).toHaveClass(/undef/);
  expect(errors).toEqual([]);
});
