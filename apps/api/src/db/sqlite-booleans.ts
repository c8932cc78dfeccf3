import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/**
 * The boolean columns of db/schema.ts. SQLite has no boolean type: they are stored as 0/1 and
 * come back as numbers, so results are turned back into booleans by column name.
 */
export const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set([
  'is_claimed',
  'phone_visible',
  'is_premium',
  'in_stock',
  // 0021: coins.
  'enabled',
  'frozen',
  'is_open',
]);

const toInteger = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);

class BooleansToIntegers extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === 'boolean' ? { ...node, value: toInteger(node.value) } : node;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return node.values.some((v) => typeof v === 'boolean') ? { ...node, values: node.values.map(toInteger) } : node;
  }
}

/**
 * better-sqlite3 refuses to bind booleans, and answers 0/1 for them: this plugin binds true/false
 * as 1/0 and hands the known boolean columns back as booleans, so that feature code is the same
 * on both databases.
 */
export class SqliteBooleansPlugin implements KyselyPlugin {
  readonly #transformer = new BooleansToIntegers();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { rows } = args.result;
    if (rows.length === 0 || !Object.keys(rows[0]!).some((key) => BOOLEAN_COLUMNS.has(key))) return args.result;
    for (const row of rows) {
      for (const key of Object.keys(row)) {
        if (BOOLEAN_COLUMNS.has(key) && typeof row[key] === 'number') row[key] = row[key] !== 0;
      }
    }
    return args.result;
  }
}
