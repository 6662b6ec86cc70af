// The first screen, prerendered (issue 30 item 10): the page's first drawing of the default
// example — toolbar, gallery, editor text, the CFG and both trees — captured from the built app
// and written into index.html, between `<!-- prerender:begin -->` and `<!-- prerender:end -->`,
// so that a first visit shows it as soon as the HTML and the stylesheet are in, while the wasm
// is still on the wire. index.html's own script (after the end marker) removes it in the task
// in which the app draws its own CFG (`first_view.rs` stores the default example's analysis,
// so both show the same drawing).
//
// The capture sits in a closed shadow root (`<template shadowrootmode="closed">`): the page's
// scripts, its styles' ids and the tests' selectors never see it; its own stylesheet link is
// `static/style.css`, the same file. It is inert and hidden from assistive technology; the
// app's own first screen replaces it.
//
// Usage: node e2e/tools/prerender.mjs [DIST]   (a `trunk build --release` first; writes
//        index.html; then build again so that dist has it)
//        CHECK=1 node e2e/tools/prerender.mjs [DIST]   (compares only: exit 1 when stale)
// The capture: 1,400 × 900 px, the editor's script blocked (the first drawing comes before it:
// the text area is the editor then), `.app`'s markup when the CFG and both trees have blocks, a
// text area's value written as its text.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium, root, serveDist } from './bench-page.mjs';

export const BEGIN = '<!-- prerender:begin -->';
export const END = '<!-- prerender:end -->';

/** `.app`'s markup in `page` (at the first drawing, with the editor's script blocked). */
export async function capture(page) {
  await page.waitForFunction(() => ['cfg', 'domtree', 'postdomtree'].every((v) => document.querySelector(`[data-view="${v}"] [data-block]`)), null, { timeout: 60_000 });
  // The lessons' list is fetched: its count is part of the first screen.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const app = document.querySelector('.app').cloneNode(true);
    const live = document.querySelectorAll('.app textarea');
    app.querySelectorAll('textarea').forEach((t, k) => { t.textContent = live[k].value; });
    return app.outerHTML;
  });
}

/** `markup` without what depends on the fonts' metrics: the drawings' `viewBox`es, which the app
 * fits to the measured panes (their layout comes from the core, the same everywhere). The
 * staleness test compares captures this way, so another machine's fonts do not fail it. */
export function geometryFree(markup) {
  return markup.replace(/ viewBox="[^"]*"/g, '');
}

/** The stored capture in index.html's text (`null`: none). */
export function stored(html) {
  const a = html.indexOf(BEGIN);
  const b = html.indexOf(END);
  if (a < 0 || b < a) return null;
  const block = html.slice(a + BEGIN.length, b);
  const m = block.match(/<link rel="stylesheet" href="static\/style\.css">([\s\S]*)<\/template>/);
  return m ? m[1] : null;
}

/** index.html's text with `markup` as the prerendered first screen (between its markers). */
export function withCapture(html, markup) {
  // Only the host: the script after END (index.html's own) removes it.
  const host = `${BEGIN}
  <div id="prerender" aria-hidden="true" inert style="position: fixed; inset: 0; z-index: 1000; overflow: hidden; background: var(--bg)"><template shadowrootmode="closed"><style>.app { visibility: hidden }</style><link rel="stylesheet" href="static/style.css">${markup}</template></div>
  ${END}`;
  const a = html.indexOf(BEGIN);
  const b = html.indexOf(END);
  if (a < 0 || b < a) throw new Error(`index.html has no ${BEGIN} … ${END}`);
  return html.slice(0, a) + host + html.slice(b + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] || join(root, 'dist'));
  const port = Number(process.env.BENCH_PORT || 8097);
  const server = await serveDist(dist, port);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.route('**/reconverge-editor.js', (r) => r.abort());
    await page.goto(`http://127.0.0.1:${port}/`);
    const markup = await capture(page);
    const file = join(root, 'index.html');
    const html = readFileSync(file, 'utf8');
    if (process.env.CHECK) {
      const same = geometryFree(stored(html) ?? '') === geometryFree(markup);
      console.log(same ? 'prerender: current' : 'prerender: stale (run node e2e/tools/prerender.mjs after trunk build --release)');
      process.exitCode = same ? 0 : 1;
    } else {
      writeFileSync(file, withCapture(html, markup));
      console.log(`prerender: ${markup.length} bytes of markup written into index.html`);
    }
  } finally {
    await browser.close();
    server.kill();
  }
}
