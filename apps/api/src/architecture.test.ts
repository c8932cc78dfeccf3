import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DELEGATED_WRITERS, TABLE_OWNERS, type TableName } from './db/table-owners.ts';

/*
 * One writer per table (docs/architecture.md, decision 0062): every insert, update and delete of
 * a table, through Kysely or in raw SQL, lies in the folder TABLE_OWNERS names for it.
 */

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Tests and their helpers set up rows as they like; migrations are frozen and run before any feature. */
const SKIPPED = [/\.test\.tsx?$/, /\.test-support\.ts$/, /^test\//, /^db\/migrations\//];

/** Kysely's writes: the first argument is the table (an alias may follow). */
const KYSELY_WRITE =
  /\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*(?:'([a-z_]+)(?:\s+as\s+\w+)?'|([^)'\s][^)]*))/g;
/** Raw SQL writes in string literals: insert [or ...] into T, update T set, delete from T, copy T. */
const RAW_WRITE = /\b(insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from|copy)\s+"?([a-z_]+)"?(\s+set\b)?/gi;

/** Kysely's own bookkeeping table, the one write whose table is a constant. */
const NON_LITERAL_ALLOWED = new Set(['db/migrate.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The code with comments blanked, so that prose such as "insert into shops" is not read as SQL. */
function withoutComments(text: string): string {
  return text
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? '' : line.replace(/\s\/\/\s.*$/, '')))
    .join('\n');
}

interface Write {
  file: string;
  line: number;
  table: string;
  how: string;
}

export function writesIn(file: string, text: string): Write[] {
  const code = withoutComments(text);
  const lineOf = (index: number) => code.slice(0, index).split('\n').length;
  const writes: Write[] = [];
  for (const match of code.matchAll(KYSELY_WRITE)) {
    writes.push({
      file,
      line: lineOf(match.index),
      table: match[2] ?? `<${(match[3] ?? '').trim()}>`,
      how: match[1] ?? '',
    });
  }
  for (const match of code.matchAll(RAW_WRITE)) {
    const verb = (match[1] ?? '').toLowerCase();
    const table = match[2] ?? '';
    // "update" is SQL only when a known table and SET follow; the others need a known table.
    if (!(table in TABLE_OWNERS) || (verb === 'update' && !match[3])) continue;
    writes.push({ file, line: lineOf(match.index), table, how: `sql ${verb.replace(/\s+/g, ' ')}` });
  }
  return writes;
}

function allowed(write: Write): boolean {
  if (write.table.startsWith('<')) return NON_LITERAL_ALLOWED.has(write.file);
  const owner: string | undefined = TABLE_OWNERS[write.table as TableName];
  if (owner === undefined) return false;
  if (owner.endsWith('/') ? write.file.startsWith(owner) : write.file === owner) return true;
  return (DELEGATED_WRITERS[write.table as TableName] ?? []).some((delegate) => delegate.file === write.file);
}

const files = sourceFiles(SRC)
  .map((path) => relative(SRC, path).split(sep).join('/'))
  .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)));
const writes = files.flatMap((file) => writesIn(file, readFileSync(join(SRC, file), 'utf8')));

describe('one writer per table', () => {
  it('finds the writes it checks (the scan itself works)', () => {
    expect(writes.some((w) => w.file === 'features/shops/shops.writer.ts' && w.table === 'shops')).toBe(true);
    expect(
      writes.some((w) => w.file === 'db/bulk-load-sqlite.ts' && w.table === 'shops' && w.how === 'sql insert into'),
    ).toBe(true);
    expect(writesIn('x.ts', "await trx\n  .updateTable('claims')\n  .set({})")).toMatchObject([
      { table: 'claims', line: 2 },
    ]);
    expect(writesIn('x.ts', 'sql`update shops set name = 1`')).toMatchObject([{ table: 'shops', how: 'sql update' }]);
    expect(writesIn('x.ts', '// insert into shops, in prose\nconst a = 1;')).toEqual([]);
  });

  it('writes each table only from its owner (db/table-owners.ts)', () => {
    const outside = writes
      .filter((w) => !allowed(w))
      .map((w) => `${w.file}:${w.line} ${w.how} ${w.table} (owner: ${TABLE_OWNERS[w.table as TableName] ?? 'none'})`);
    expect(outside).toEqual([]);
  });

  it('names only owners and delegates that exist', () => {
    const paths = new Set(files);
    for (const owner of Object.values(TABLE_OWNERS))
      expect(owner.endsWith('/') ? files.some((f) => f.startsWith(owner)) : paths.has(owner), owner).toBe(true);
    for (const delegates of Object.values(DELEGATED_WRITERS))
      for (const { file } of delegates) expect(paths.has(file), file).toBe(true);
  });
});
