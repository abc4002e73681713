import { chromium } from '@playwright/test';
const [,, url, out, width, height] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(url);
await page.waitForSelector('html[data-hydrated="true"]');
await page.waitForTimeout(500);
if (process.env.HOVER) { const box = await page.locator('.ks-gallery__stage').boundingBox(); await page.mouse.move(box.x + box.width/2, box.y + box.height/3); await page.waitForTimeout(300); }
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log('errors', errors);
await browser.close();
