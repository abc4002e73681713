import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Stylesheet } from './Stylesheet';

// React keeps its hoisted resources per document, which the files of a worker share: each test has URLs of its own.
afterEach(() => {
  for (const element of document.head.querySelectorAll('[data-href*="stylesheet-test"], [href*="stylesheet-test"]')) {
    element.remove();
  }
});

describe('Stylesheet in the browser', () => {
  it('reuses a stylesheet the server put in the page by its URL: no <link>, no second copy', () => {
    // As React's server render writes the inlined stylesheets of one precedence: one tag, their URLs in data-href.
    const inlined = document.createElement('style');
    inlined.dataset.precedence = 'blocks';
    inlined.dataset.href = '/assets/one-stylesheet-test.css /assets/two-stylesheet-test.css';
    inlined.textContent = '.two { color: var(--ks-ink); }';
    document.head.append(inlined);

    render(<Stylesheet href="/assets/two-stylesheet-test.css" />);

    expect(document.head.querySelector('link[href="/assets/two-stylesheet-test.css"]')).toBeNull();
    expect(document.head.querySelectorAll('style[data-href~="/assets/two-stylesheet-test.css"]')).toHaveLength(1);
    expect(inlined.textContent).toBe('.two { color: var(--ks-ink); }');
  });

  it('links a stylesheet the page does not hold yet (a block first shown after a client-side navigation)', () => {
    render(<Stylesheet href="/assets/three-stylesheet-test.css" precedence="ui" />);

    const link = document.head.querySelector('link[rel="stylesheet"][href="/assets/three-stylesheet-test.css"]');
    expect(link).not.toBeNull();
    expect(link).toHaveAttribute('data-precedence', 'ui');
    expect(document.head.querySelector('style[data-href~="/assets/three-stylesheet-test.css"]')).toBeNull();
  });

  it('renders nothing without a URL (Vitest stubs CSS URLs as empty)', () => {
    const before = document.head.childElementCount;
    render(<Stylesheet href="" />);
    expect(document.head.childElementCount).toBe(before);
  });
});
