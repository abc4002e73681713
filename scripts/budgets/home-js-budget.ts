import type { ScriptLoad } from '../../bench/built-server';

/**
 * The home page's budgets for the JS it loads before it is interactive (issue 20 items 2 and 7):
 * the gzip -9 bytes of every script Chromium fetches until hydration, and how many scripts. The
 * spec's budget is 100 KB, the aim 90 KB; the bytes budget sits ~1 KB over what the build reaches
 * (110.5 KB: zod out of hydration, dialogs, error pages, data code and one block's parts lazy; the footer, the
 * blocks off screen, the notices, category menus and app banner hydrated later; block queries loaded with their
 * blocks), so growth fails `npm test`. Lower it as the bundle shrinks (bench/README.md, home JS: what is left).
 */
export const HOME_JS_BUDGET = { gzipBytes: 111.5 * 1024, scripts: 15 } as const;

export interface BudgetVerdict {
  /** One sentence per budget exceeded; empty when the load is within both. */
  overruns: string[];
  summary: string;
}

/**
 * The scripts of a load that hold zod: `_zod` is where zod keeps a schema's internals, a property name every
 * build keeps. The server validated what the page shows, so hydration needs no schema (issue 20 item 1): a
 * schema loads when a call made after it validates its answer (engine `lazySchema`).
 */
export function scriptsWithZod(load: ScriptLoad, source: (url: string) => string): string[] {
  return load.files.filter((file) => source(file.url).includes('._zod')).map((file) => file.url);
}

/** Compares one page's script load with the budgets; `withZod` are its scripts holding zod (none allowed). */
export function checkHomeJs(
  load: ScriptLoad,
  budget: { gzipBytes: number; scripts: number } = HOME_JS_BUDGET,
  withZod: readonly string[] = [],
) {
  const overruns: string[] = [];
  if (withZod.length) overruns.push(`zod in the scripts before interactive: ${withZod.join(', ')}`);
  if (load.totalGzip > budget.gzipBytes)
    overruns.push(
      `${kb(load.totalGzip)} KB gzip of JS before interactive, over the budget of ${kb(budget.gzipBytes)} KB`,
    );
  if (load.files.length > budget.scripts)
    overruns.push(`${load.files.length} scripts before interactive, over the budget of ${budget.scripts}`);
  const summary = `${kb(load.totalGzip)} KB gzip (budget ${kb(budget.gzipBytes)} KB, ratio ${(load.totalGzip / budget.gzipBytes).toFixed(2)}), ${load.files.length} scripts (budget ${budget.scripts})`;
  return { overruns, summary } satisfies BudgetVerdict;
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
