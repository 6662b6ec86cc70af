// What the hardware did (issue 24): a trace recorded on an H200 held against every policy in
// the Warp tab. A gallery recording is fetched and compared in the worker; a trace loaded from
// a file (picker or drop) too; the scores are the numbers `reconverge hw-compare` prints.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shots, watchConsole } from './helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const hw = join(root, 'web', 'examples', 'hardware');

// docs/HARDWARE.md's table (the README of the recordings), percent per policy.
const TABLE = {
  k_nested: { ipdom: 91.9, markers: 100.0, independent: 57.5, maximal: 100.0, predication: 100.0, 'ipdom-no-unreachable': 91.9, 'ipdom-fewer-lanes-first': 91.9 },
  k_switch: { ipdom: 100.0, markers: 88.0, independent: 68.6, maximal: 88.0, predication: 88.0, 'ipdom-no-unreachable': 100.0, 'ipdom-fewer-lanes-first': 100.0 },
};

/** What `reconverge hw-compare --format json` prints for `kernel`, in percent per policy (the
 *  table above when no binary is at hand: RECONVERGE_BIN, or target/{release,debug}). */
function cliScores(kernel) {
  const bins = [process.env.RECONVERGE_BIN, join(root, 'target/release/reconverge'), join(root, 'target/debug/reconverge')].filter((b) => b && existsSync(b));
  if (bins.length === 0) return TABLE[kernel];
  const out = execFileSync(bins[0], ['hw-compare', join(hw, `${kernel}.trace.json`), '--ir', join(hw, 'recon.ll'), '--format', 'json']);
  const v = JSON.parse(out.toString());
  return Object.fromEntries(v.policies.map((p) => [p.policy, Math.round(1000 * p.agreement) / 10]));
}

async function expectScores(page, kernel) {
  const want = cliScores(kernel);
  for (const [p, pct] of Object.entries(TABLE[kernel])) expect(want[p]).toBeCloseTo(pct, 1);
  for (const [p, pct] of Object.entries(want)) {
    await expect(page.locator(`#hw-scores tr[data-policy="${p}"]`)).toHaveAttribute('data-agreement', pct.toFixed(1));
  }
}

test('a gallery recording: the hardware row, the scores of hw-compare, disagreements marked', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#example').selectOption('hw-k_nested');
  await expect(page.locator('#function')).toHaveValue('k_nested');
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#hardware')).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
  await expect(page.locator('#hw-summary')).toContainText('NVIDIA H200', { timeout: 30_000 });
  await expect(page.locator('#hw-summary')).toContainText('paths are identical');
  await expect(page.locator('#hw-summary')).toContainText('buffers equal');
  // The recorded row beside the policies, and which post-dominator tree a stack policy uses.
  await expect(page.locator('#hw-scores tr[data-policy="recorded"]')).toContainText('567');
  await expectScores(page, 'k_nested');
  await expect(page.locator('#hw-scores tr[data-policy="ipdom"]')).toContainText("LLVM's post-dominator tree");
  await expect(page.locator('#hw-scores tr[data-policy="ipdom-no-unreachable"]')).toContainText('without unreachable blocks');
  await expect(page.locator('#hw-scores tr[data-policy="ipdom"]')).toContainText('%19');
  // The recorded schedule and ipdom's table: the join %19 that ipdom splits is marked in both.
  await expect(page.locator('#hw-recorded')).toBeVisible();
  await expect(page.locator('#hw-warp option')).toHaveCount(4);
  let marked = 0;
  for (let w = 0; w < 4 && marked === 0; w++) {
    await page.locator('#hw-warp').selectOption(String(w));
    await expect(page.locator('#hw-warp')).toHaveValue(String(w));
    await expect(page.locator('#hw-recorded')).toBeVisible();
    marked = await page.locator('#hw-recorded td.off').count();
  }
  expect(marked).toBeGreaterThan(0);
  expect(await page.locator('#hw-policy-table td.off').count()).toBe(marked);
  await expect(page.locator('#hw-disagreements')).toContainText('%19');
  await page.screenshot({ path: join(shots, 'hardware-gallery-1400.png') });
  // The two tables with the marked instances, scrolled into view inside the section.
  await page.locator('#hw-recorded').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'hardware-tables-1400.png') });
  // Another policy: its table on the same recorded paths.
  await page.locator('#hw-scores tr[data-policy="independent"]').click();
  await expect(page.locator('#hw-scores tr[data-policy="independent"]')).toHaveClass(/active/);
  expect(await page.locator('#hw-policy-table td.off').count()).toBeGreaterThan(marked);
  // The policies of the simulation are still there below.
  await expect(page.locator('button[data-policy="ipdom"]')).toBeVisible({ timeout: 30_000 });
  // The warp drawing keeps a real size beside (1,400 px) or under (1,024 px) the trace: the
  // tab scrolls instead of squeezing it (it was ~150 px tall, its CFG ~80 px wide at 1,024).
  const box = async () => page.locator('.warp > .view').evaluate((e) => { const r = e.getBoundingClientRect(); return { w: r.width, h: r.height }; });
  let b = await box();
  expect(b.w).toBeGreaterThan(400);
  expect(b.h).toBeGreaterThan(400);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: join(shots, 'hardware-gallery-1024.png') });
  b = await box();
  expect(b.w).toBeGreaterThan(650);
  expect(b.h).toBeGreaterThan(400);
  await page.locator('.warp > .view').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'hardware-gallery-cfg-1024.png') });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.locator('.warp > .view').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'hardware-gallery-cfg-1400.png') });
  await page.setViewportSize({ width: 1024, height: 800 });
  // The link keeps the gallery name: opened again, the recording is fetched again.
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#hardware')).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
  await expect(page.locator('#hw-scores tr[data-policy="ipdom"]')).toHaveAttribute('data-agreement', '91.9', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('a trace from a file or dropped: another function is offered, the link asks for it again', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('#example').selectOption('hw-k_ifelse');
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#hw-scores tr[data-policy="ipdom"]')).toHaveAttribute('data-agreement', '100.0', { timeout: 30_000 });
  // A file of another kernel of the same module: said, and one click shows that kernel.
  await page.locator('#hw-file').setInputFiles(join(hw, 'k_switch.trace.json'));
  await expect(page.locator('#hw-error')).toContainText('the trace records @k_switch, not @k_ifelse', { timeout: 30_000 });
  await page.locator('#hw-show-function').click();
  await expect(page.locator('#function')).toHaveValue('k_switch');
  await expectScores(page, 'k_switch');
  await expect(page.locator('#hw-summary')).toContainText('k_switch.trace.json: @k_switch recorded on');
  await page.screenshot({ path: join(shots, 'hardware-file-1400.png') });
  // The link cannot carry the trace: opened again, it asks for the file.
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#hw-reload')).toContainText('k_switch.trace.json');
  await expect(page.locator('#hw-reload')).toContainText('load it again');
  // Dropped onto the section: the same comparison.
  const text = readFileSync(join(hw, 'k_switch.trace.json'), 'utf8');
  const dt = await page.evaluateHandle((t) => {
    const d = new DataTransfer();
    d.items.add(new File([t], 'k_switch.trace.json', { type: 'application/json' }));
    return d;
  }, text);
  await page.locator('#hardware').dispatchEvent('dragover', { dataTransfer: dt });
  await page.locator('#hardware').dispatchEvent('drop', { dataTransfer: dt });
  await expect(page.locator('#hw-scores tr[data-policy="markers"]')).toHaveAttribute('data-agreement', '88.0', { timeout: 30_000 });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: join(shots, 'hardware-file-1024.png') });
  expect(errors).toEqual([]);
});
