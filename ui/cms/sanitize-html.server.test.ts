import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml on the server (Node, no DOM)', () => {
  it('keeps text markup and safe links', async () => {
    expect(typeof window).toBe('undefined');
    expect(await sanitizeHtml('<p>Use <strong>10.5°</strong> and <a href="/shop/golf">shop</a></p>')).toBe(
      '<p>Use <strong>10.5°</strong> and <a href="/shop/golf">shop</a></p>',
    );
  });

  it('removes scripts, handlers, styles and unsafe URLs', async () => {
    const html = await sanitizeHtml(
      '<p style="color:red" onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">a</a><a href="//evil.test">b</a><iframe src="https://x.test"></iframe>',
    );
    expect(html).toBe('<p>Hi</p><a>a</a><a>b</a>');
  });
});
