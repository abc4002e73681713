import { describe, expect, it } from 'vitest';
import { sharesOf } from './bundle-report';

describe('sharesOf', () => {
  it("sums one chunk's modules by package or project folder, largest first", () => {
    const data = {
      nodeParts: {
        a: { renderedLength: 10, gzipLength: 600 },
        b: { renderedLength: 10, gzipLength: 200 },
        c: { renderedLength: 10, gzipLength: 100 },
        d: { renderedLength: 10, gzipLength: 100 },
        e: { renderedLength: 10, gzipLength: 999 },
      },
      nodeMetas: {
        1: { id: '/repo/node_modules/react-dom/cjs/client.js', moduleParts: { 'assets/initial-x1.js': 'a' } },
        2: { id: '/repo/host/chrome/Header.tsx', moduleParts: { 'assets/initial-x1.js': 'b' } },
        3: { id: '/repo/host/chrome/SearchBox.tsx', moduleParts: { 'assets/initial-x1.js': 'c' } },
        4: {
          id: '/repo/node_modules/@tanstack/query-core/build/query.js',
          moduleParts: { 'assets/initial-x1.js': 'd' },
        },
        5: { id: '/repo/node_modules/dompurify/purify.js', moduleParts: { 'assets/purify-y2.js': 'e' } },
      },
    };
    const { chunkFile, shares } = sharesOf(data, 'initial');
    expect(chunkFile).toBe('assets/initial-x1.js');
    expect(shares).toEqual([
      { name: 'react-dom', gzip: 600, share: 0.6 },
      { name: 'host/chrome', gzip: 300, share: 0.3 },
      { name: '@tanstack/query-core', gzip: 100, share: 0.1 },
    ]);
  });
});
