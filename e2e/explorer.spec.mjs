// End-to-end tests of the explorer in real Chromium (see playwright.config.mjs).
// Hooks: [data-view=cfg|domtree|postdomtree] [data-block=NAME] (tree views add data-parent),
// #source (the editor), [role=alert] (errors), #example, #function, #share.
import { test, expect } from '@playwright/test';
import { shots, watchConsole } from './helpers.mjs';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));


/** Parses opt's print<domtree>/print<postdomtree> text: {dom|postdom: {fn: {block: parent}}}. */
function parseOpt(text) {
  const out = { dom: {}, postdom: {} };
  let cur = null;
  const stack = [];
  for (const line of text.split('\n')) {
    let m = line.match(/^(Post)?DominatorTree for function: (.*)$/);
    if (m) { cur = {}; out[m[1] ? 'postdom' : 'dom'][m[2]] = cur; stack.length = 0; continue; }
    m = line.match(/^\s*\[(\d+)\]\s+(.*?) \{/);
    if (m && cur) {
      const depth = +m[1];
      const name = m[2].trim() === '<<exit node>>' ? null : m[2].trim().replace(/^%/, '');
      stack.length = depth - 1;
      const parent = stack.length ? stack[stack.length - 1] : null;
      stack.push(name);
      if (name !== null) cur[name] = parent ?? '';
    }
  }
  return out;
}

/** Replaces the editor text the way a person pastes it, then waits for the views to update. */
async function paste(page, text) {
  const src = page.locator('#source');
  await src.fill(text);
  await page.waitForTimeout(600); // debounce (250 ms) + analysis
}

/** block name -> data-parent of one tree view. */
async function treeParents(page, view) {
  return page.locator(`[data-view="${view}"] [data-block]`).evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute('data-block'), e.getAttribute('data-parent') ?? ''])));
}

test('default example renders all three views', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('[data-view="cfg"] [data-block]').first()).toBeVisible();
  const text = await page.locator('#source').inputValue();
  expect(text).toContain('amdgpu_kernel');
  for (const v of ['cfg', 'domtree', 'postdomtree']) {
    await expect(page.locator(`[data-view="${v}"] [data-block]`)).toHaveCount(9);
  }
  await expect(page.locator('[data-view="postdomtree"] [data-virtual="exit"]')).toHaveCount(1);
  await page.screenshot({ path: join(shots, 'default-kernel.png') });
  expect(errors).toEqual([]);
});

test('a pasted clang-compiled kernel draws every block and both trees match opt-22', async ({ page }) => {
  const errors = watchConsole(page);
  const dir = mkdtempSync(join(tmpdir(), 'reconverge-e2e-'));
  const ll = join(dir, 'loops.ll');
  execFileSync('clang-19', ['-x', 'cl', '-cl-std=CL2.0', '-target', 'amdgcn-amd-amdhsa', '-nogpulib', '-O2',
    '-emit-llvm', '-S', '-o', ll, join(here, '..', 'web', 'examples', 'loops.cl')]);
  const ir = readFileSync(ll, 'utf8');
  // opt writes its printers to stderr.
  const res = spawnSync('opt-22', ['-disable-output', '-passes=print<domtree>,print<postdomtree>', ll], { encoding: 'utf8' });
  expect(res.status).toBe(0);
  const want = parseOpt(res.stderr);
  await page.goto('/');
  await paste(page, ir);
  const fns = Object.keys(want.dom);
  expect(fns.length).toBeGreaterThan(1);
  for (const fn of fns) {
    await page.locator('#function').selectOption(fn);
    await page.waitForTimeout(300);
    const blocks = await page.locator('[data-view="cfg"] [data-block]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block')));
    expect(new Set(blocks)).toEqual(new Set(Object.keys(want.postdom[fn])));
    expect(await treeParents(page, 'domtree')).toEqual(want.dom[fn]);
    expect(await treeParents(page, 'postdomtree')).toEqual(want.postdom[fn]);
    await page.screenshot({ path: join(shots, `kernel-${fn}.png`) });
  }
  expect(errors).toEqual([]);
});

test('bad input shows an alert with line:column and keeps the text', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  const bad = 'entry -> a, b\na -> c\nb -> ,\n';
  await paste(page, bad);
  const alert = page.locator('[role="alert"]');
  await expect(alert).toContainText('line 3:6');
  await expect(alert).toContainText('expected');
  await expect(page.locator('#source')).toHaveValue(bad);
  // The last good drawing stays.
  await expect(page.locator('[data-view="cfg"] [data-block]').first()).toBeVisible();
  await page.screenshot({ path: join(shots, 'error.png') });
  // Reload keeps the text too (it is in the URL).
  await page.reload();
  await expect(page.locator('#source')).toHaveValue(bad);
  await expect(page.locator('[role="alert"]')).toContainText('line 3:6');
  expect(errors).toEqual([]);
});

test('the URL round-trips pasted text, function and focused view', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  const text = '# my lecture CFG\nentry ~> left, right\nleft -> join\nright -> join\njoin\n';
  await paste(page, text);
  await page.locator('[data-view="domtree"] button[title="Enlarge this view"]').click();
  await page.waitForTimeout(300);
  const url = page.url();
  expect(url).toMatch(/#z1=/);
  const page2 = await page.context().newPage();
  await page2.goto(url);
  await expect(page2.locator('#source')).toHaveValue(text);
  await expect(page2.locator('[data-view="domtree"].focused')).toBeVisible();
  await expect(page2.locator('[data-view="cfg"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a readable ?cfg= link loads the figure 4-2 CFG', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/?cfg=1->2,5%202->3,4%203->6%204->6%205->7%206->7');
  await expect(page.locator('#source')).toHaveValue('1->2,5 2->3,4 3->6 4->6 5->7 6->7');
  await expect(page.locator('[data-view="cfg"] [data-block]')).toHaveCount(7);
  const dom = await treeParents(page, 'domtree');
  expect(dom).toEqual({ 1: '', 2: '1', 3: '2', 4: '2', 5: '1', 6: '2', 7: '1' });
  const pdom = await treeParents(page, 'postdomtree');
  expect(pdom).toEqual({ 7: '', 6: '7', 5: '7', 1: '7', 2: '6', 3: '6', 4: '6' });
  for (const v of ['cfg', 'domtree', 'postdomtree']) {
    await page.locator(`[data-view="${v}"]`).screenshot({ path: join(shots, `fig4-2-${v}.png`) });
  }
  await page.screenshot({ path: join(shots, 'fig4-2.png') });
  expect(errors).toEqual([]);
});

test('a corrupt link shows an error and falls back to the default example', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.waitForURL(/#z1=/);
  const good = page.url();
  await page.goto(good.slice(0, good.length - 40) + 'garbage!!');
  await page.reload();
  await expect(page.locator('#link-error')).toBeVisible();
  await expect(page.locator('#source')).toHaveValue(/amdgpu_kernel/);
  await expect(page.locator('[data-view="cfg"] [data-block]')).toHaveCount(9);
  expect(errors).toEqual([]);
});

test('hovering a block highlights it in all three views', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/?cfg=1->2,5%202->3,4%203->6%204->6%205->7%206->7');
  await page.locator('[data-view="cfg"] [data-block="6"]').hover();
  for (const v of ['cfg', 'domtree', 'postdomtree']) {
    const stroke = await page.locator(`[data-view="${v}"] [data-block="6"] > .box`).evaluate((e) => getComputedStyle(e).strokeWidth);
    expect(stroke).toBe('3px');
    const other = await page.locator(`[data-view="${v}"] [data-block="5"] > .box`).evaluate((e) => getComputedStyle(e).strokeWidth);
    expect(other).not.toBe('3px');
  }
  await page.screenshot({ path: join(shots, 'hover.png') });
  expect(errors).toEqual([]);
});

test('examples load from the picker and pan/zoom change the view box', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('irreducible');
  await expect(page.locator('[data-view="cfg"] [data-block]')).toHaveCount(4);
  const svg = page.locator('[data-view="cfg"] svg.drawing');
  const before = await svg.getAttribute('viewBox');
  await svg.hover();
  await page.mouse.wheel(0, -400);
  await page.waitForTimeout(100);
  const zoomed = await svg.getAttribute('viewBox');
  expect(zoomed).not.toEqual(before);
  const box = await svg.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 4 });
  await page.mouse.up();
  expect(await svg.getAttribute('viewBox')).not.toEqual(zoomed);
  expect(errors).toEqual([]);
});

test('benchmark page measures paste → drawn through the worker (numbers logged, not asserted)', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await page.goto('/?bench');
  await expect(page.locator('#bench-results')).toHaveAttribute('data-done', 'true', { timeout: 170_000 });
  const rows = await page.locator('#bench-results tbody tr').evaluateAll((trs) => trs.map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent).join(' | ')));
  console.log('blocks | edges | worker ms | paste→analysed ms | draw ms | paste→drawn ms\n' + rows.join('\n'));
  expect(rows.length).toBe(4);
  await page.screenshot({ path: join(shots, 'bench.png') });
  expect(errors).toEqual([]);
});

test('exports: SVG, PNG, DOT, JSON and lit-test downloads', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/?cfg=1->2,5%202->3,4%203->6%204->6%205->7%206->7');
  await expect(page.locator('[data-view="cfg"] [data-block]')).toHaveCount(7);
  const grab = async (id) => {
    await page.locator('#export').evaluate((d) => { d.open = true; });
    const [dl] = await Promise.all([page.waitForEvent('download'), page.locator(id).click()]);
    const path = await dl.path();
    return { name: dl.suggestedFilename(), bytes: readFileSync(path) };
  };
  const svg = await grab('#export-svg');
  expect(svg.name).toBe('reconverge-cfg.svg');
  expect(svg.bytes.toString()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg.bytes.toString()).toContain('data-block="6"');
  const dot = await grab('#export-dot');
  expect(dot.bytes.toString()).toContain('"1" -> "2" [label="T"]');
  const json = JSON.parse((await grab('#export-json')).bytes.toString());
  expect(json.domtree.nodes.find((n) => n.block === '6').parent).toBe('2');
  // A lit test of print<uniformity> with CHECK lines from our result (FileCheck-22 passes
  // these in core/tests/lit_export.rs).
  const lit = await grab('#export-lit');
  expect(lit.name).toMatch(/\.ll$/);
  expect(lit.bytes.toString()).toContain("; RUN: opt -mtriple amdgcn-- -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s");
  expect(lit.bytes.toString()).toContain('CHECK-LABEL');
  const png = await grab('#export-png');
  expect(png.name).toBe('reconverge-cfg.png');
  expect([...png.bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  expect(errors).toEqual([]);
});
