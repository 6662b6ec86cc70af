import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
page.on('console', m => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', e => console.log('pageerror:', e.message));
await page.goto(process.argv[2]);
await page.waitForTimeout(2000);
if (process.argv[3]) { const t = (await import('node:fs')).readFileSync(process.argv[3], 'utf8'); await page.locator('#source').evaluate((el, t) => { el.value = t; el.dispatchEvent(new InputEvent('input', { bubbles: true })); }, t); await page.waitForTimeout(3000); }
for (const t of (process.env.TABS || 'cycles,trees,frontiers,cycles').split(',')) {
  await page.locator(`[data-tab="${t}"]`).click();
  await page.waitForTimeout(1500);
  console.log(t, await page.evaluate(() => [...document.querySelectorAll('section.view')].map(s => s.dataset.view + ':' + s.querySelectorAll('[data-k]').length + ' vb=' + s.querySelector('svg.drawing').getAttribute('viewBox') + ' size=' + Math.round(s.querySelector('svg.drawing').getBoundingClientRect().width) + 'x' + Math.round(s.querySelector('svg.drawing').getBoundingClientRect().height)).join(' ')));
}
await browser.close();
