import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [,, url, file, tab] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.goto(url); await page.waitForSelector('#status'); await page.waitForTimeout(1000);
const text = readFileSync(file, 'utf8');
await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, text);
await page.waitForFunction(() => /3,000 blocks/.test(document.querySelector('#status').textContent) && /analysed in/.test(document.querySelector('#status').textContent), null, { timeout: 120000 });
await page.waitForTimeout(1500);
if (tab) { await page.locator(`[data-tab="${tab}"]`).click(); await page.waitForTimeout(3000); }
const r = await page.evaluate(() => { const m = {}; for (const e of document.querySelectorAll('*')) { const k = e.tagName + (e.parentElement ? '<' + e.parentElement.tagName + '.' + (e.parentElement.getAttribute('class')||'').split(' ')[0] : ''); m[k] = (m[k]||0)+1; } return Object.entries(m).sort((a,b)=>b[1]-a[1]).slice(0,12); });
console.log(r);
await browser.close();
