import { chromium } from '@playwright/test';
const [,, url, out, width = '1280', lang = 'en-US', login = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, isMobile: Number(width) < 500 });
let token = '';
if (login) {
  const [email, password] = login.split(':');
  const r = await fetch(new URL('/api/Account/SignIn', url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  token = (await r.json()).data.token;
}
await context.addInitScript(([l, t]) => { localStorage.setItem('lang', l); localStorage.setItem('cookiesModal', 'decline'); if (t) localStorage.setItem('token', t); }, [lang, token]);
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
const wide = await page.evaluate(() => { const w = document.documentElement.clientWidth; return [document.documentElement.scrollWidth, w, [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 1).slice(0, 5).map((e) => `${e.tagName}.${String(e.className).slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)}`)]; });
console.log('scrollWidth/clientWidth', JSON.stringify(wide));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
