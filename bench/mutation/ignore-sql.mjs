// @ts-check
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * A StrykerJS ignorer (`ignorers: ['sql']`): no mutants in SQL text. Stryker's only mutant of a string is the empty
 * string, which any test that runs the query kills; it measures nothing about the query's conditions, which the
 * edge tests cover instead, and each one costs a test run of ~30 s here (a copy of the seeded database per file).
 */
const SQL = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;

/** @param {import('@babel/core').NodePath} path */
function shouldIgnore(path) {
  const node = path.node;
  if (node.type === 'StringLiteral' && SQL.test(node.value)) return 'SQL text (bench/mutation/ignore-sql.mjs)';
  if (node.type === 'TemplateLiteral' && SQL.test(node.quasis[0]?.value.cooked ?? '')) {
    return 'SQL text (bench/mutation/ignore-sql.mjs)';
  }
  return undefined;
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'sql', { shouldIgnore })];
