import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
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

  it('puts the text of the stylesheets the server knows in the head, by URL and precedence, and links the rest', () => {
    const html = renderToString(
      <Document devScripts={[]} stylesheetTexts={new Map([['/assets/Hero-abc.css', '.ks-hero{min-height:420px}']])}>
        <Stylesheet href="/assets/Hero-abc.css" />
        <Stylesheet href="/assets/Other-def.css" precedence="ui" />
        <p>page</p>
      </Document>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style data-precedence="blocks" data-href="/assets/Hero-abc.css">.ks-hero{min-height:420px}</style>',
    );
    expect(head).toContain('<link rel="stylesheet" href="/assets/Other-def.css" data-precedence="ui"/>');
    expect(head).not.toContain('<link rel="stylesheet" href="/assets/Hero-abc.css"');
  });

  it('links every stylesheet without their text (npm run dev)', () => {
    const html = renderToString(
      <Document devScripts={[]}>
        <Stylesheet href="/blocks/hero/Hero.css" />
        <p>page</p>
      </Document>,
    );
    expect(html).toContain('<link rel="stylesheet" href="/blocks/hero/Hero.css" data-precedence="blocks"/>');
    expect(html).not.toContain('<style');
  });
});
