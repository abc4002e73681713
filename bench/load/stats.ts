/** Per-route tallies of a load run: latencies of every answer, and what counted as an error. */
export class RouteStats {
  private readonly routes = new Map<string, { ms: number[]; errors: Map<string, number>; timeouts: number }>();

  /** Records one answer; `expected` statuses are successes, any other status an error. */
  record(
    route: string,
    answer: { status: number; ms: number; timedOut: boolean; body?: string },
    expected: readonly number[],
  ): boolean {
    const entry = this.routes.get(route) ?? { ms: [] as number[], errors: new Map<string, number>(), timeouts: 0 };
    this.routes.set(route, entry);
    if (answer.timedOut) {
      entry.timeouts += 1;
      return false;
    }
    entry.ms.push(answer.ms);
    if (expected.includes(answer.status)) return true;
    const key = `${answer.status || 'no answer'} ${errorCode(answer.body)}`.trim();
    entry.errors.set(key, (entry.errors.get(key) ?? 0) + 1);
    return false;
  }

  table(seconds: number) {
    return [...this.routes].map(([route, { ms, errors, timeouts }]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
      const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
      return {
        route,
        requests: ms.length + timeouts,
        perSecond: (ms.length + timeouts) / seconds,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        errors: errorCount,
        timeouts,
        errorKinds: Object.fromEntries(errors),
      };
    });
  }
}

function errorCode(body: string | undefined): string {
  try {
    const parsed = JSON.parse(body ?? '') as { errors?: { code?: string }[] };
    return parsed.errors?.[0]?.code ?? '';
  } catch {
    return '';
  }
}
