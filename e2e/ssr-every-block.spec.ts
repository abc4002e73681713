import { expect, test } from '@playwright/test';

// What a crawler or a visitor without JavaScript sees: the server's HTML alone (host/README.md).
test.use({ javaScriptEnabled: false });

const BLOCKS = 60;
const FIRST_BLOCK_ID = 96001; // e2e/fixtures/page-views/e2e-sixty-blocks.json

test('a 60-block page view shows every block, in place, with JavaScript off', async ({ page }) => {
  const response = await page.goto('/shop/e2e/sixty-blocks');
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-block-id]')).toHaveCount(BLOCKS);
  for (let index = 0; index < BLOCKS; index++) {
    const block = page.locator(`[data-block-id="${FIRST_BLOCK_ID + index}"]`);
    const title = block.getByText(`Block ${String(index + 1).padStart(2, '0')} of 60`, { exact: true }).first();
    await expect(title).toBeVisible();
  }
  // Nothing left for a script to reveal: no pending placeholder, no hidden container of React's.
  await expect(page.locator('[id^="S:"], template[id^="B:"], .ks-block-loading')).toHaveCount(0);
});
