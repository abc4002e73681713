import { availableParallelism } from 'node:os';
import { expect, it, vi } from 'vitest';
import { webProcessCount } from './web-processes';

const POSTGRES = { DATABASE_URL: 'postgres://db.internal/kitswap' };

it('runs one web process unless KS_WEB_PROCESSES asks for more, on PostgreSQL', () => {
  expect(webProcessCount({ ...POSTGRES })).toBe(1);
  expect(webProcessCount({ ...POSTGRES, KS_WEB_PROCESSES: '1' })).toBe(1);
  expect(webProcessCount({ ...POSTGRES, KS_WEB_PROCESSES: '3' })).toBe(3);
  expect(webProcessCount({ ...POSTGRES, KS_WEB_PROCESSES: 'cores' })).toBe(availableParallelism());
});

it('stays one process on PGlite, saying why', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(webProcessCount({ KS_WEB_PROCESSES: 'cores' })).toBe(1);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('needs PostgreSQL'));
  warn.mockRestore();
});

it('refuses a count that is not one', () => {
  for (const asked of ['0', '-2', '1.5', 'many'])
    expect(() => webProcessCount({ ...POSTGRES, KS_WEB_PROCESSES: asked })).toThrow(/KS_WEB_PROCESSES/);
});
