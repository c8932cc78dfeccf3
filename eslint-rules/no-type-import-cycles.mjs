import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Fails on an import cycle that import-x/no-cycle lets through: one with a type-only import in it
 * (`import type`, `export type … from`). Such a cycle costs nothing at run time, but it is the
 * tangle that no-cycle exists to prevent: two modules that each need the other to be read
 * (issue 24 found shop-filters ↔ forgiving-search ↔ kind-order and db/bulk-load* this way).
 * Relative imports only; see docs/decisions/0063-no-import-cycles.md.
 */

/** A module's relative imports (the resolved file, and whether only types come through), by mtime. */
const importsOfFile = new Map();

function typeOnlyImport(node) {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

function importsOf(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const kept = importsOfFile.get(file);
  if (kept?.mtime === mtime) return kept.imports;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const imports = [];
  for (const node of source.statements) {
    if (
      !(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) ||
      !node.moduleSpecifier ||
      !ts.isStringLiteral(node.moduleSpecifier)
    )
      continue;
    const specifier = node.moduleSpecifier.text;
    if (specifier.startsWith('.'))
      imports.push({ file: path.resolve(path.dirname(file), specifier), typeOnly: typeOnlyImport(node) });
  }
  importsOfFile.set(file, { mtime, imports });
  return imports;
}

/** The chain of files from `from` back to `to` in which some import brings only types, if any. */
function cycleWithTypes(from, to, typeSeen) {
  const seen = new Set();
  const stack = [{ file: from, typed: typeSeen, chain: [from] }];
  while (stack.length) {
    const { file, typed, chain } = stack.pop();
    for (const next of importsOf(file)) {
      const nowTyped = typed || next.typeOnly;
      if (next.file === to) {
        if (nowTyped) return chain;
        continue;
      }
      const key = `${next.file}|${nowTyped}`;
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push({ file: next.file, typed: nowTyped, chain: [...chain, next.file] });
    }
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles made of relative imports in which some import brings only types.' },
    messages: { cycle: 'Import cycle through a type-only import: {{chain}}.' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node, typeOnly) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier);
      if (target === file) return;
      const chain = cycleWithTypes(target, file, typeOnly);
      if (chain)
        context.report({
          node,
          messageId: 'cycle',
          data: { chain: [file, ...chain, file].map((f) => path.basename(f)).join(' → ') },
        });
    };
    return {
      ImportDeclaration: (node) =>
        check(
          node,
          node.importKind === 'type' ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
        ),
      ExportNamedDeclaration: (node) => check(node, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
    };
  },
};

export default { rules: { 'no-type-import-cycles': rule } };
