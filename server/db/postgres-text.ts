import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  PrimitiveValueListNode,
  QueryResult,
  RootOperationNode,
  UnknownRow,
  ValueNode,
} from 'kysely';
import { OperationNodeTransformer } from 'kysely';

const NUL = '\u0000';
const REPLACEMENT = '\uFFFD';

function clean(value: unknown): unknown {
  return typeof value === 'string' && value.includes(NUL)
    ? value.replaceAll(NUL, REPLACEMENT)
    : value;
}

class NulTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = clean(node.value);
    return value === node.value ? node : { ...node, value };
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return node.values.some((v) => typeof v === 'string' && v.includes(NUL))
      ? { ...node, values: node.values.map(clean) }
      : node;
  }
}

/*
 * PostgreSQL text cannot hold U+0000 (SQLite's can), so a NUL typed into a comment or a search
 * would fail the query with a 500. Bound strings get U+FFFD instead: the row still saves, and a
 * value with a NUL never equals one without it (stripping would make 'a\0' match 'a').
 */
export class NulToReplacementPlugin implements KyselyPlugin {
  private readonly transformer = new NulTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
