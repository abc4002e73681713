import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../engine';
import { assertPreviewAvailable, parseDraft } from './draft';

describe('a pasted draft', () => {
  const blocks = [{ id: 1, layout: 'text-title', title: 'Hi' }];

  it('is a page view, the API envelope or a bare array of blocks', () => {
    expect(parseDraft(JSON.stringify({ id: 3, blocks }))).toEqual({ ok: true, blocks });
    expect(parseDraft(JSON.stringify({ data: { blocks } }))).toEqual({ ok: true, blocks });
    expect(parseDraft(JSON.stringify(blocks))).toEqual({ ok: true, blocks });
  });

  it('says what is wrong with anything else', () => {
    expect(parseDraft('{"blocks": [')).toEqual({
      ok: false,
      error: expect.stringMatching(/^This is not valid JSON: /),
    });
    for (const text of ['{"title": "x"}', '42', 'null', '{"blocks": {}}']) {
      expect(parseDraft(text)).toEqual({
        ok: false,
        error: 'Paste a page view ({"blocks": [...]}) or an array of blocks.',
      });
    }
  });
});

describe('the preview', () => {
  it('is a 404 in production and open elsewhere', () => {
    expect(() => assertPreviewAvailable('production')).toThrow(NotFoundError);
    expect(() => assertPreviewAvailable('staging')).not.toThrow();
    expect(() => assertPreviewAvailable('development')).not.toThrow();
  });
});
