// The explorer as its users meet it (issue 21): the dominator tab at 5,000 blocks, share links
// opened in a tab that already shows the app, exports ready for slides, the editor's hints and
// messages, steppers that step (if-conversion tables, the warp timeline), and 1,024 px.
import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { shots, watchConsole, pasteText, chainCfg } from './helpers.mjs';



test('item 5: the dominator stepper at 5,000 blocks says why there is no trace and lists the final idoms', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await pasteText(page, chainCfg(5000));
  await expect(page.locator('#status')).toContainText('5,000 blocks', { timeout: 60_000 });
  await page.locator('[data-tab="algorithms"]').click();
  const note = page.locator('#trace-too-large');
  await expect(note).toBeVisible({ timeout: 60_000 });
  await expect(note).toContainText('up to 500 blocks; this one has 5,000');
  await expect(note).toContainText('pick a smaller function or an example');
  // No Rust Debug text, no empty "0 steps" table, no step controls.
  await expect(page.locator('.stepper')).not.toContainText('Blocks {');
  await expect(page.locator('.stepper')).not.toContainText('0 steps');
  await expect(page.locator('#step-next')).toHaveCount(0);
  await expect(page.locator('.algorithm .meta').first()).toContainText('not traced');
  // The final idoms: b1's is b0, b2's is b0 (b0 -> b1, b2), b3's is b2.
  await expect(page.locator('#trace-table[data-final="true"] tbody tr')).toHaveCount(200);
  await expect(page.locator('#trace-table tr[data-row="b1"] td[data-col="idom"]')).toHaveText('b0');
  await expect(page.locator('#trace-table tr[data-row="b2"] td[data-col="idom"]')).toHaveText('b0');
  await expect(page.locator('#trace-table tr[data-row="b3"] td[data-col="idom"]')).toHaveText('b2');
  await expect(page.locator('#trace-rows-capped')).toContainText('First 200 of 5,000 rows');
  for (const width of [1400, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(shots, `ui-stepper-5000-${width}.png`) });
  }
  expect(errors).toEqual([]);
});

test('item 6: a share link opened in a tab already showing the app loads its scenario (hashchange)', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  // A link to figure 4-2 on the dominator-algorithm tab at step 3.
  await page.locator('#example').selectOption('fig4-2');
  await page.locator('[data-tab="algorithms"]').click();
  await expect(page.locator('[data-view="stepper"]')).toHaveAttribute('data-algorithm', /./);
  await page.locator('#step-next').click();
  await page.locator('#step-next').click();
  await expect(page.locator('[data-view="stepper"]')).toHaveAttribute('data-step', '2');
  const link = new URL(page.url()).hash;
  expect(link).toMatch(/^#z1=/);
  // Elsewhere in the app.
  await page.locator('#example').selectOption('irreducible');
  await page.locator('[data-tab="trees"]').click();
  await expect(page.locator('#status')).toContainText('4 blocks');
  // The link is pasted into the address bar of this tab: no reload, a hashchange.
  await page.evaluate(() => { window.__notReloaded = true; });
  await page.evaluate((h) => { location.hash = h; }, link);
  await expect(page.locator('#example')).toHaveValue('fig4-2');
  await expect(page.locator('[data-tab="algorithms"]')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-view="stepper"]')).toHaveAttribute('data-step', '2');
  await expect(page.locator('#status')).toContainText('7 blocks');
  await expect(page.locator('#source')).toHaveValue(/Figure 4-2/);
  expect(await page.evaluate(() => window.__notReloaded)).toBe(true);
  // A damaged link says so and keeps the scenario on the page.
  await page.evaluate(() => { location.hash = 'z1=not-a-link'; });
  await expect(page.locator('#link-error')).toContainText('The page keeps what it showed');
  await expect(page.locator('#example')).toHaveValue('fig4-2');
  await expect(page.locator('[data-view="stepper"]')).toHaveAttribute('data-step', '2');
  await page.screenshot({ path: join(shots, 'ui-hashchange-1400.png') });
  expect(errors).toEqual([]);
});

/** Downloads what `id` in the export menu exports. */
async function grab(page, id) {
  await page.locator('#export').evaluate((d) => { d.open = true; });
  const [dl] = await Promise.all([page.waitForEvent('download'), page.locator(id).click()]);
  const { readFileSync } = await import('node:fs');
  return { name: dl.suggestedFilename(), bytes: readFileSync(await dl.path()) };
}

test('item 10: exports are named after the function and the view, cropped, on white, without controls', async ({ page, context }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await expect(page.locator('[data-view="cfg"] [data-block]').first()).toBeVisible();
  const fn = await page.locator('#function').inputValue();
  expect(fn.length).toBeGreaterThan(0);
  // The CFG shows ⟳ controls on the page; the PNG and SVG leave them out.
  await expect(page.locator('[data-view="cfg"] .rotate').first()).toBeVisible();
  const cfgSvg = await grab(page, '#export-svg');
  expect(cfgSvg.name).toBe(`${fn}-cfg.svg`);
  const cfgText = cfgSvg.bytes.toString();
  expect(cfgText).not.toContain('class="rotate"');
  expect(cfgText).toContain('class="export-paper"');
  const png = await grab(page, '#export-png');
  expect(png.name).toBe(`${fn}-cfg.png`);
  // The dominator tree, enlarged: its own name.
  await page.locator('[data-view="domtree"] button[aria-label="Enlarge this view"]').click();
  await expect(page.locator('[data-view="cfg"]')).toHaveCount(0);
  const dt = await grab(page, '#export-svg');
  expect(dt.name).toBe(`${fn}-domtree.svg`);
  // Another tab's drawing is named after the tab too.
  await page.locator('[data-tab="algorithms"]').click();
  await expect(page.locator('[data-view="stepper"] [data-view="cfg"] [data-block]').first()).toBeVisible();
  expect((await grab(page, '#export-svg')).name).toBe(`${fn}-algorithms-cfg.svg`);

  // Open the files on their own: the margins are tight, the background white.
  const view = await context.newPage();
  const measure = async (svgText) => {
    await view.setContent(`<!DOCTYPE html><body style="margin:0;background:#888">${svgText}</body>`);
    return view.evaluate(() => {
      const svg = document.querySelector('svg');
      const vb = svg.viewBox.baseVal;
      const paper = svg.querySelector('.export-paper');
      paper.remove();
      const b = svg.getBBox();
      svg.insertBefore(paper, svg.firstChild);
      return { vb: [vb.x, vb.y, vb.width, vb.height], bbox: [b.x, b.y, b.width, b.height], bg: getComputedStyle(svg).backgroundColor, paper: paper.getAttribute('fill') };
    });
  };
  let cfgWidth = 0;
  for (const f of [cfgSvg, dt]) {
    const m = await measure(f.bytes.toString());
    if (f === cfgSvg) cfgWidth = m.vb[2];
    console.log(f.name, 'viewBox', m.vb.map(Math.round).join(' '), 'content', m.bbox.map(Math.round).join(' '));
    expect(m.bg).toBe('rgb(255, 255, 255)');
    expect(m.paper).toBe('#fff');
    // Margins of 8 units on every side (± 1).
    expect(Math.abs(m.bbox[0] - m.vb[0] - 8)).toBeLessThanOrEqual(1);
    expect(Math.abs(m.bbox[1] - m.vb[1] - 8)).toBeLessThanOrEqual(1);
    expect(Math.abs(m.vb[0] + m.vb[2] - (m.bbox[0] + m.bbox[2]) - 8)).toBeLessThanOrEqual(1);
    expect(Math.abs(m.vb[1] + m.vb[3] - (m.bbox[1] + m.bbox[3]) - 8)).toBeLessThanOrEqual(1);
  }
  // The PNG: white corners, content close to every edge (not 25-40 % empty).
  const pngInfo = await view.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let [x0, y0, x1, y1] = [c.width, c.height, -1, -1];
    for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) {
      const i = (y * c.width + x) * 4;
      if (d[i] < 250 || d[i + 1] < 250 || d[i + 2] < 250) { x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); }
    }
    return { w: c.width, h: c.height, corner: [...d.slice(0, 4)], ink: [x0, y0, x1, y1] };
  }, png.bytes.toString('base64'));
  console.log('PNG', pngInfo.w, 'x', pngInfo.h, 'ink box', pngInfo.ink.join(' '));
  expect(pngInfo.corner).toEqual([255, 255, 255, 255]);
  const [x0, y0, x1, y1] = pngInfo.ink;
  // The PNG is the SVG at a scale of 2× or more (slide width, issue 30): margins of 8 units
  // scaled, plus slack.
  const edge = 12 * (pngInfo.w / cfgWidth);
  expect(x0).toBeLessThanOrEqual(edge);
  expect(y0).toBeLessThanOrEqual(edge);
  expect(pngInfo.w - 1 - x1).toBeLessThanOrEqual(edge);
  expect(pngInfo.h - 1 - y1).toBeLessThanOrEqual(edge);
  await view.screenshot({ path: join(shots, 'ui-export-view.png') });
  await view.setContent(`<!DOCTYPE html><body style="margin:0;background:#888"><img src="data:image/png;base64,${png.bytes.toString('base64')}" style="max-width:1400px"></body>`);
  await view.screenshot({ path: join(shots, 'ui-export-png.png') });
  await view.close();
  expect(errors).toEqual([]);
});

test('item 13: code spans instead of backticks, an empty editor gets a hint, the first-load hint, the Example picker whole', async ({ page }) => {
  const errors = watchConsole(page);
  for (const width of [1400, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.locator('#status')).toContainText('analysed');
    // The one-line hint on first load.
    await expect(page.locator('#editor-hint')).toContainText('Paste your CFG here');
    // The Example picker shows the whole title of the chosen example (the longest one).
    const longest = await page.locator('#example option').evaluateAll((os) => os.filter((o) => o.value).reduce((a, o) => (o.text.length > a.text.length ? o : a)).value);
    await page.locator('#example').selectOption(longest);
    const fits = await page.locator('#example').evaluate((sel) => {
      const ctx = document.createElement('canvas').getContext('2d');
      const cs = getComputedStyle(sel);
      ctx.font = `${cs.fontSize} ${cs.fontFamily}`;
      const text = ctx.measureText(sel.options[sel.selectedIndex].text).width;
      return { text, box: sel.clientWidth };
    });
    console.log(`${width} px: Example title ${Math.round(fits.text)} px in a ${fits.box} px picker`);
    expect(fits.box).toBeGreaterThanOrEqual(fits.text + 16);
    await page.screenshot({ path: join(shots, `ui-toolbar-${width}.png`), clip: { x: 0, y: 0, width, height: 160 } });
  }
  // An error message: its code spans are <code>, with no literal backticks.
  await pasteText(page, 'a -> %b\n');
  const err = page.locator('#input-error');
  await expect(err).toContainText('expected a successor block name, found %b');
  await expect(err.locator('code')).toHaveText('%b');
  expect(await err.textContent()).not.toContain('`');
  // The editor is emptied: a hint, not a red error; the hint line is gone after an edit.
  await pasteText(page, '');
  await expect(page.locator('#editor-hint[data-empty="true"]')).toBeVisible();
  await page.waitForTimeout(600);
  await expect(page.locator('#input-error')).toHaveCount(0);
  await page.screenshot({ path: join(shots, 'ui-empty-editor-1024.png') });
  await pasteText(page, 'a -> b\nb\n');
  await expect(page.locator('#status')).toContainText('2 blocks');
  await expect(page.locator('#editor-hint')).toHaveCount(0);
  // The run hint of a kernel that cannot run has no literal backticks either.
  const hints = await page.locator('.hint, .alert, .step-message').allTextContents();
  for (const h of hints) expect(h).not.toContain('`');
  expect(errors).toEqual([]);
});

test('item 3: the if-conversion tables fill in as the algorithm reaches them', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.locator('#example').selectOption('ifconv-seed');
  await page.locator('[data-tab="ifconv"]').click();
  await expect(page.locator('[data-view="ifconv"][data-step]')).toHaveCount(1);
  const filled = () => page.evaluate(() => {
    const n = (sel) => [...document.querySelectorAll(sel)].filter((td) => td.textContent.trim() !== '').length;
    return {
      ipdom: n('#ifc-cd td[data-col="ipdom"]'), cd: n('#ifc-cd td[data-col="cd"]'), r: n('#ifc-cd td[data-col="R"]'),
      walks: document.querySelectorAll('#ifc-walks tbody tr').length,
      k: document.querySelectorAll('#ifc-k tbody tr').length,
      live: document.querySelectorAll('#ifc-live tr[data-done="true"]').length,
      init: document.querySelector('#ifc-kinit').dataset.known === 'true',
      badges: document.querySelectorAll('[data-view="cfg"] .badge-text').length,
    };
  });
  // Step 1: one ipdom, nothing else.
  await expect(page.locator('#ifc-count')).toHaveText('step 1 / 26');
  const first = await filled();
  expect(first).toEqual({ ipdom: 1, cd: 0, r: 0, walks: 0, k: 0, live: 0, init: false, badges: 0 });
  await expect(page.locator('#ifc-k-later')).toBeVisible();
  await page.screenshot({ path: join(shots, 'ui-ifconv-step1-1400.png') });
  // Every step adds to the tables, never removes.
  const seen = [first];
  for (let s = 2; s <= 26; s++) {
    await page.locator('#ifc-next').click();
    await expect(page.locator('#ifc-count')).toHaveText(`step ${s} / 26`);
    const now = await filled();
    const prev = seen[seen.length - 1];
    for (const key of ['ipdom', 'cd', 'r', 'walks', 'k', 'live', 'badges']) expect(now[key], `${key} at step ${s}`).toBeGreaterThanOrEqual(prev[key]);
    const total = (x) => x.ipdom + x.cd + x.r + x.walks + x.k + x.live + (x.init ? 1 : 0);
    expect(total(now), `step ${s} adds something`).toBeGreaterThan(total(prev));
    seen.push(now);
    if (s === 11) await page.screenshot({ path: join(shots, 'ui-ifconv-step11-1400.png') });
  }
  // 7 ipdoms (steps 1-7), 4 walks (8-11), 7 R (12-18), 7 liveness rows (19-25), K_init (26).
  expect(seen[6]).toMatchObject({ ipdom: 7, walks: 0, r: 0 });
  // After the walks every block's control dependence is known (∅ for 1 and 7).
  expect(seen[10]).toMatchObject({ walks: 4, cd: 7, r: 0, k: 0 });
  expect(seen[9]).toMatchObject({ walks: 3, r: 0 });
  expect(seen[17]).toMatchObject({ r: 7, k: 5, live: 0, badges: 7 });
  expect(seen[24]).toMatchObject({ live: 7, init: false });
  expect(seen[25]).toMatchObject({ ipdom: 7, r: 7, k: 5, live: 7, init: true });
  await expect(page.locator('#ifc-kinit')).toContainText('K_init = {p2, p3}');
  await page.screenshot({ path: join(shots, 'ui-ifconv-last-1400.png') });
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.locator('.ifc-phase[data-phase="RK"]').click();
  await page.screenshot({ path: join(shots, 'ui-ifconv-rk-1024.png') });
  expect(errors).toEqual([]);
});

test('item 8: the warp timeline keeps the current step in view', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  await page.locator('[data-tab="warp"]').click();
  await expect(page.locator('#policy-table')).toBeVisible({ timeout: 30_000 });
  const where = () => page.evaluate(() => {
    const wrap = document.querySelector('#policy-table').closest('.dit-wrap');
    const now = document.querySelector('#policy-table thead th.now');
    const w = wrap.getBoundingClientRect();
    const c = now ? now.getBoundingClientRect() : null;
    return { scroll: wrap.scrollLeft, overflow: wrap.scrollWidth > wrap.clientWidth, inView: c ? c.left >= w.left && c.right <= w.left + wrap.clientWidth + 0.5 : null, column: now ? now.textContent : null };
  });
  expect((await where()).overflow, 'the timeline is wider than its pane').toBe(true);
  // Run to the end: the last column is in view.
  await page.locator('#warp-run').click();
  await expect(page.locator('#warp-count')).toHaveText(/step (\d+) \/ \1/);
  let w = await where();
  console.log('after run to the end:', JSON.stringify(w));
  expect(w.inView).toBe(true);
  expect(w.scroll).toBeGreaterThan(0);
  await page.locator('#policy-table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'ui-warp-timeline-end-1024.png') });
  // Back to the start: the first column.
  await page.locator('[data-view="warp"]').focus();
  await page.keyboard.press('Home');
  await expect(page.locator('[data-view="warp"]')).toHaveAttribute('data-step', '0');
  w = await where();
  expect(w.scroll).toBe(0);
  // Stepping keeps following.
  const total = Number((await page.locator('#warp-count').textContent()).match(/\/ (\d+)/)[1]);
  for (let s = 1; s <= total; s++) {
    await page.locator('#warp-step').click();
    await expect(page.locator('[data-view="warp"]')).toHaveAttribute('data-step', String(s));
    w = await where();
    expect(w.inView, `column ${s} in view`).toBe(true);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.locator('#warp-back').click();
  await page.locator('#policy-table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'ui-warp-timeline-1400.png') });
  expect(errors).toEqual([]);
});

test('item 7: at 1,024 px every tab is visible (the active one too), pane titles are whole, the editor can be widened', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  await expect(page.locator('#status')).toContainText('analysed');
  const tabsVisible = () => page.evaluate(() => {
    const nav = document.querySelector('nav.tabs').getBoundingClientRect();
    return [...document.querySelectorAll('[role="tab"]')].map((t) => {
      const r = t.getBoundingClientRect();
      return { tab: t.dataset.tab, ok: r.left >= nav.left - 0.5 && r.right <= nav.right + 0.5 && r.right <= window.innerWidth && r.width > 0 };
    });
  });
  for (const t of await tabsVisible()) expect(t.ok, `tab ${t.tab} visible`).toBe(true);
  await page.locator('[data-tab="loops"]').click();
  await expect(page.locator('[data-tab="loops"]')).toBeInViewport({ ratio: 1 });
  await page.locator('[data-tab="trees"]').click();
  // Titles wrap instead of being cut.
  const cut = await page.locator('.view-head h2').evaluateAll((hs) => hs.filter((h) => h.scrollWidth > h.clientWidth + 1).map((h) => h.textContent));
  expect(cut).toEqual([]);
  await page.screenshot({ path: join(shots, 'ui-trees-1024.png') });
  await page.locator('[data-tab="ifconv"]').click();
  await expect(page.locator('[data-view="ifconv"][data-step]')).toHaveCount(1);
  const cut2 = await page.locator('.view-head h2').evaluateAll((hs) => hs.filter((h) => h.scrollWidth > h.clientWidth + 1).map((h) => h.textContent));
  expect(cut2).toEqual([]);
  await page.screenshot({ path: join(shots, 'ui-ifconv-1024.png') });
  // The editor can be widened: drag the splitter, or its arrow keys.
  const editorWidth = () => page.locator('.editor').evaluate((e) => e.getBoundingClientRect().width);
  const before = await editorWidth();
  const handle = await page.locator('#splitter').boundingBox();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + 200);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 120, handle.y + 200, { steps: 4 });
  await page.mouse.move(handle.x + handle.width / 2 + 200, handle.y + 200, { steps: 4 });
  await page.mouse.up();
  const wider = await editorWidth();
  console.log(`editor ${Math.round(before)} px -> ${Math.round(wider)} px after dragging the splitter 200 px`);
  expect(Math.abs(wider - before - 200)).toBeLessThanOrEqual(4);
  await page.locator('#splitter').focus();
  await page.keyboard.press('ArrowLeft');
  expect(Math.abs(await editorWidth() - (wider - 32))).toBeLessThanOrEqual(2);
  // Never narrower than 220 px nor wider than 70 % of the panes.
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
  expect(Math.round(await editorWidth())).toBe(220);
  await page.locator('[data-tab="trees"]').click();
  await page.locator('#splitter').focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
  await page.screenshot({ path: join(shots, 'ui-editor-wide-1024.png') });
  expect(errors).toEqual([]);
});
