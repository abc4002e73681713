import type { ScriptLoad } from '../../bench/built-server';

/**
 * The home page's budgets for the JS it loads before it is interactive (issue 20 items 2 and 7):
 * the gzip -9 bytes of every script Chromium fetches until hydration, and how many scripts. The
 * spec's budget is 100 KB, the aim 90 KB; the bytes budget sits at what the build reaches (148.6 KB
 * on branch q20, 149.7 KB with main's privacy notice), so growth fails `npm test`. Lower it as the
 * bundle shrinks: zod out of hydration (issue 20 item 1) takes ~25 KB.
 */
export const HOME_JS_BUDGET = { gzipBytes: 151 * 1024, scripts: 15 } as const;

export interface BudgetVerdict {
  /** One sentence per budget exceeded; empty when the load is within both. */
  overruns: string[];
  summary: string;
}

/** Compares one page's script load with the budgets. */
export function checkHomeJs(load: ScriptLoad, budget: { gzipBytes: number; scripts: number } = HOME_JS_BUDGET) {
  const overruns: string[] = [];
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
