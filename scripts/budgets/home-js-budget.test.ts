import { describe, expect, it } from 'vitest';
import { checkHomeJs, scriptsWithZod } from './home-js-budget';

const budget = { gzipBytes: 90 * 1024, scripts: 3 };
const load = (sizes: number[]) => ({
  files: sizes.map((gzip, index) => ({ url: `/assets/chunk-${index}.js`, gzip })),
  totalGzip: sizes.reduce((sum, size) => sum + size, 0),
});

describe('checkHomeJs', () => {
  it('passes a load within both budgets, the bytes exactly at the budget included', () => {
    expect(checkHomeJs(load([60 * 1024, 30 * 1024]), budget).overruns).toEqual([]);
  });

  it('names the bytes over the budget', () => {
    expect(checkHomeJs(load([60 * 1024, 30 * 1024 + 1]), budget).overruns).toEqual([
      '90.0 KB gzip of JS before interactive, over the budget of 90.0 KB',
    ]);
  });

  it('names a script count over the budget even when the bytes are within', () => {
    const verdict = checkHomeJs(load([1024, 1024, 1024, 1024]), budget);
    expect(verdict.overruns).toEqual(['4 scripts before interactive, over the budget of 3']);
    expect(verdict.summary).toBe('4.0 KB gzip (budget 90.0 KB, ratio 0.04), 4 scripts (budget 3)');
  });

  it('names the scripts that hold zod, within the budgets or not', () => {
    const sources: Record<string, string> = {
      '/assets/chunk-0.js': 'const a=1;export{a}',
      '/assets/chunk-1.js': 'function p(e){return e._zod.def}',
    };
    const withZod = scriptsWithZod(load([1024, 1024]), (url) => sources[url] ?? '');
    expect(withZod).toEqual(['/assets/chunk-1.js']);
    expect(checkHomeJs(load([1024, 1024]), budget, withZod).overruns).toEqual([
      'zod in the scripts before interactive: /assets/chunk-1.js',
    ]);
    expect(checkHomeJs(load([1024, 1024]), budget, []).overruns).toEqual([]);
  });
});
