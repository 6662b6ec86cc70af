// Profiles the main thread while pasting a file and opening one tab; prints the top self-time functions.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [,, url, file, tab, blocks] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
page.on('pageerror', e => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForSelector('#status');
await page.waitForTimeout(1500);
const text = readFileSync(file, 'utf8');
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
if (tab === 'paste') await cdp.send('Profiler.start');
await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, text);
await page.waitForFunction((n) => (document.querySelector('#status')?.textContent || '').includes(n) && /analysed in/.test(document.querySelector('#status').textContent), blocks, { timeout: 120000 });
await page.waitForTimeout(1500);
if (tab !== 'paste') { await cdp.send('Profiler.start'); await page.locator(`[data-tab="${tab}"]`).click(); await page.waitForTimeout(4000); }
const { profile } = await cdp.send('Profiler.stop');
// OUTP=file.cpuprofile keeps the profile (open it in DevTools).
if (process.env.OUTP) (await import('node:fs')).writeFileSync(process.env.OUTP, JSON.stringify(profile));
const self = new Map();
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) || 0) + (dt[i] || 0)));
for (const [id, t] of counts) { const n = byId.get(id); const k = n.callFrame.functionName || '(anon ' + n.callFrame.url.split('/').pop() + ')'; self.set(k, (self.get(k) || 0) + t / 1000); }
console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k.slice(0, 120)}`).join('\n'));
await browser.close();
