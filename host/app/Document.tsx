import type { ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { StylesheetTextsContext, type StylesheetTexts } from '../../ui/stylesheet/stylesheet-texts';
import baseCss from '../styles/base.css?url';
import tokensCss from '../styles/tokens.css?url';

/**
 * The whole HTML document. React renders it on the server and hydrates it in the browser, so
 * titles, meta and stylesheets rendered by screens and blocks are hoisted into <head> by React.
 */
export function Document({
  devScripts,
  modulePreloads = [],
  stylesheetTexts,
  children,
}: {
  devScripts: readonly string[];
  /** Server only: the entry's static imports, as `<link rel="modulepreload">` in the head (see host/serve.ts). */
  modulePreloads?: readonly string[];
  /**
   * Server only (`npm start`): the built stylesheets' text, put in the head instead of linked, so the first
   * paint waits on no stylesheet request (ui/stylesheet/README.md). Absent: every stylesheet is linked.
   */
  stylesheetTexts?: StylesheetTexts;
  children: ReactNode;
}) {
  for (const href of modulePreloads) preloadModule(href, { as: 'script' });
  return (
    <StylesheetTextsContext value={stylesheetTexts ?? null}>
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#02c874" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <Stylesheet href={tokensCss} precedence="base" />
          <Stylesheet href={baseCss} precedence="base" />
          {devScripts.map((src) => (
            <script key={src} type="module" src={src} />
          ))}
        </head>
        <body>{children}</body>
      </html>
    </StylesheetTextsContext>
  );
}
