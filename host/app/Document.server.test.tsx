import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from './Document';

describe('the document', () => {
  it("links the entry's static imports as modulepreload in the head, so they load beside the entry", () => {
    const html = renderToString(
      <Document devScripts={[]} modulePreloads={['/assets/initial-abc.js', '/assets/rolldown-runtime-def.js']}>
        <p>page</p>
      </Document>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" href="/assets/initial-abc.js"/>');
    expect(head).toContain('<link rel="modulepreload" href="/assets/rolldown-runtime-def.js"/>');
  });

  it('links none without any (npm run dev)', () => {
    const html = renderToString(
      <Document devScripts={[]}>
        <p>page</p>
      </Document>,
    );
    expect(html).not.toContain('modulepreload');
  });
});
