// `npx tsx scripts/codemods/engine-entry.ts`: points every import of an inner engine file from outside engine/ at
// the engine's entry (engine/index.ts, or engine/testing/index.ts for engine/testing/*), one import statement per
// entry and file (type-only names keep `type`), then runs Prettier on the files it changed. Safe to run again: a
// tree with no deep import is left as it is. A name an entry does not export is reported and its file left alone,
// so the entry gains the export first; a namespace, default or side-effect import of an inner file, a dynamic
// import() or a vi.mock() of one is reported too (exit code 1), never guessed at.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { trackedFiles } from './tracked-files';

const root = resolve(import.meta.dirname, '../..');
const ENTRIES = ['engine/testing', 'engine'] as const;
type Entry = (typeof ENTRIES)[number];

interface Specifier {
  name: string;
  alias?: string;
  typeOnly: boolean;
}

const exported = exportsOfEntries();
const problems: string[] = [];
const changed = sourceFiles().filter(rewrite);

if (changed.length > 0) {
  execFileSync(join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', ...changed], {
    cwd: root,
    stdio: 'inherit',
  });
}
console.log(`engine-entry: ${changed.length} file(s) rewritten`);
for (const problem of problems) console.error(`engine-entry: ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;

/** Every TypeScript file outside engine/ that git knows or would add (and that is still there). */
function sourceFiles(): string[] {
  return trackedFiles(root).filter(
    (file) => /\.(m|c)?tsx?$/.test(file) && !file.startsWith('engine/') && !file.startsWith('node_modules/'),
  );
}

/** The names (values and types) each entry exports, as the type checker sees them. */
function exportsOfEntries(): Record<Entry, Set<string>> {
  const fileOf = (entry: Entry) => join(root, entry, 'index.ts');
  const program = ts.createProgram(ENTRIES.map(fileOf), { noEmit: true, jsx: ts.JsxEmit.ReactJSX, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const namesOf = (entry: Entry) => {
    const source = program.getSourceFile(fileOf(entry));
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`engine-entry: cannot read the exports of ${entry}/index.ts`);
    return new Set(checker.getExportsOfModule(symbol).map((exported) => exported.name));
  };
  return { 'engine/testing': namesOf('engine/testing'), engine: namesOf('engine') };
}

/** The entry an import of `specifier` from `file` belongs to, or null when it does not point into engine/. */
function entryOf(file: string, specifier: string): { entry: Entry; deep: boolean } | null {
  if (!specifier.startsWith('.')) return null;
  const target = relative(root, resolve(root, dirname(file), specifier))
    .replace(/\\/g, '/')
    .replace(/\.(m|c)?(j|t)sx?$/, '')
    .replace(/\/index$/, '');
  if (target !== 'engine' && !target.startsWith('engine/')) return null;
  const entry = target === 'engine/testing' || target.startsWith('engine/testing/') ? 'engine/testing' : 'engine';
  return { entry, deep: target !== entry };
}

/** The specifier `file` should write for `entry`: '../../engine', './engine'. */
function entrySpecifier(file: string, entry: Entry): string {
  const path = relative(dirname(join(root, file)), join(root, entry)).replace(/\\/g, '/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Rewrites one file's engine imports; true when its text changed. */
function rewrite(file: string): boolean {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  if (!/engine/.test(text)) return false;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const byEntry = new Map<Entry, { statements: ts.ImportDeclaration[]; specifiers: Specifier[]; deep: boolean }>();
  const edits: { start: number; end: number; text: string }[] = [];
  let refused = false;

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const module = statement.moduleSpecifier;
    if (!module || !ts.isStringLiteral(module)) continue;
    const target = entryOf(file, module.text);
    if (!target) continue;
    const where = `${file}:${source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1}`;
    const specifiers = specifiersOf(statement);
    if (!specifiers) {
      if (target.deep) {
        problems.push(`${where}: cannot merge this import of '${module.text}' (namespace, default or side effect)`);
        refused = true;
      }
      continue;
    }
    const missing = specifiers.filter((specifier) => !exported[target.entry].has(specifier.name));
    if (missing.length > 0) {
      const names = missing.map((specifier) => specifier.name).join(', ');
      problems.push(`${where}: ${target.entry}/index.ts does not export ${names} (from '${module.text}')`);
      refused = true;
      continue;
    }
    if (ts.isExportDeclaration(statement)) {
      if (target.deep) edits.push(replaceLiteral(module, source, entrySpecifier(file, target.entry)));
      continue;
    }
    const group = byEntry.get(target.entry) ?? { statements: [], specifiers: [], deep: false };
    group.statements.push(statement);
    group.specifiers.push(...specifiers);
    group.deep ||= target.deep || module.text !== entrySpecifier(file, target.entry);
    byEntry.set(target.entry, group);
  }
  reportUnmergeable(file, source);
  if (refused) return false;

  for (const [entry, group] of byEntry) {
    if (!group.deep && group.statements.length === 1) continue;
    group.statements.forEach((statement, index) =>
      edits.push(
        index === 0
          ? {
              start: statement.getStart(source),
              end: statement.getEnd(),
              text: importText(entry, file, group.specifiers),
            }
          : removal(statement, source, text),
      ),
    );
  }
  if (edits.length === 0) return false;
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  writeFileSync(path, result);
  return true;
}

/** The named imports or exports of a declaration; null for `import x`, `import * as x`, `import 'x'`. */
function specifiersOf(statement: ts.ImportDeclaration | ts.ExportDeclaration): Specifier[] | null {
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) return null;
    return clause.elements.map((element) => ({
      name: (element.propertyName ?? element.name).text,
      typeOnly: statement.isTypeOnly || element.isTypeOnly,
    }));
  }
  const clause = statement.importClause;
  const bindings = clause?.namedBindings;
  if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings)) return null;
  return bindings.elements.map((element) => ({
    name: (element.propertyName ?? element.name).text,
    alias: element.propertyName ? element.name.text : undefined,
    typeOnly: clause.isTypeOnly || element.isTypeOnly,
  }));
}

/** One import statement for all of a file's names from one entry. */
function importText(entry: Entry, file: string, specifiers: Specifier[]): string {
  const unique = new Map<string, Specifier>();
  for (const specifier of specifiers) {
    const key = `${specifier.name} as ${specifier.alias ?? specifier.name}`;
    const known = unique.get(key);
    unique.set(key, { ...specifier, typeOnly: specifier.typeOnly && (known?.typeOnly ?? true) });
  }
  const all = [...unique.values()].sort((a, b) => a.name.localeCompare(b.name));
  const typeOnly = all.every((specifier) => specifier.typeOnly);
  const names = all.map(
    (specifier) =>
      `${specifier.typeOnly && !typeOnly ? 'type ' : ''}${specifier.name}${specifier.alias ? ` as ${specifier.alias}` : ''}`,
  );
  return `import ${typeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '${entrySpecifier(file, entry)}';`;
}

function replaceLiteral(literal: ts.StringLiteral, source: ts.SourceFile, specifier: string) {
  return { start: literal.getStart(source), end: literal.getEnd(), text: `'${specifier}'` };
}

/** Removes a statement and its line break; comments above it stay. */
function removal(statement: ts.Statement, source: ts.SourceFile, text: string) {
  const end = text.startsWith('\r\n', statement.getEnd()) ? statement.getEnd() + 2 : statement.getEnd() + 1;
  return { start: statement.getStart(source), end: Math.min(end, text.length), text: '' };
}

/** import('…engine/x') and vi.mock('…engine/x') of an inner file cannot be rewritten safely: say where. */
function reportUnmergeable(file: string, source: ts.SourceFile) {
  const visit = (node: ts.Node) => {
    const argument = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    if (ts.isCallExpression(node) && argument && ts.isStringLiteralLike(argument)) {
      const callee = node.expression.getText(source);
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isMock = /^vi\.(mock|doMock|importActual)$/.test(callee);
      if ((isDynamicImport || isMock) && entryOf(file, argument.text)?.deep) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        problems.push(`${file}:${line}: ${callee}('${argument.text}') left as is`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
