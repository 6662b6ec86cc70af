// Shared helpers of the e2e specs.
import { mkdirSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where specs save their screenshots (git-ignored). */
export const shots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(shots, { recursive: true });

/** Collects console errors and page errors; each test ends with expect(errors).toEqual([]). */
export function watchConsole(page) {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Installs a longtask observer (PerformanceObserver `longtask`: main-thread tasks over 50 ms)
 * before the page's scripts run; `window.__longest()` then returns the longest task, in whole
 * ms, since the last call (0: none over 50 ms).
 */
export async function observeLongTasks(page) {
  await page.addInitScript(() => {
    window.__tasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push(e.duration); })
      .observe({ type: 'longtask', buffered: true });
    window.__longest = () => { const m = Math.max(0, ...window.__tasks); window.__tasks = []; return Math.round(m); };
  });
}

/** PolyBench gemm, the Loops tab's example (web/examples/gemm.c). */
export const gemm = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'examples', 'gemm.c'), 'utf8');

/** Sets the editor text as a paste would: one input event, no per-key events. */
export async function pasteText(page, text) {
  await page.locator('#source').evaluate((el, t) => {
    el.value = t;
    el.dispatchEvent(new InputEvent('input', { bubbles: true }));
  }, text);
}

/** Replaces the editor text the way a person pastes it, then waits out the debounce (250 ms). */
export async function pasteLoops(page, text) {
  await page.locator('#source').fill(text);
  await page.waitForTimeout(600);
}

/** Waits until the Loops tab has its answer. */
export async function loopsDone(page) {
  await expect(page.locator('.loops[data-state="done"]')).toBeVisible({ timeout: 20_000 });
}

/** An acyclic compact CFG of `n` blocks: a chain with a forward branch at every third block. */
export function chainCfg(n) {
  const lines = [];
  for (let i = 0; i < n - 1; i++) {
    lines.push(i % 3 === 0 && i + 2 < n ? `b${i} -> b${i + 1}, b${i + 2}` : `b${i} -> b${i + 1}`);
  }
  lines.push(`b${n - 1}`);
  return lines.join('\n') + '\n';
}
