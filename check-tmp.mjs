import { chromium } from '@playwright/test';
const route = process.argv[2] ?? '/about';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (let i = 0; i < 2; i++) {
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration), e.name, JSON.stringify(e.attribution?.map(a=>a.containerSrc||a.name))]); }).observe({ type: 'longtask', buffered: true }); 
 new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(['LoAF', Math.round(e.startTime), Math.round(e.duration), e.scripts.map(s => (s.sourceURL||'').slice(-30) + ':' + s.invoker + ':' + Math.round(s.duration)).join(' | ')]); }).observe({ type: 'long-animation-frame', buffered: true }); });
await page.goto('http://127.0.0.1:4400' + route, { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
console.log(JSON.stringify(await page.evaluate(() => window.__lt), null, 0));
console.log('fcp', await page.evaluate(() => performance.getEntriesByType('paint').map(p => p.name + ':' + Math.round(p.startTime)).join(' ')));
await page.close();
}
await browser.close();
