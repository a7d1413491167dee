// The parsed form of a YAQL expression (parse.ts builds it, evaluate.ts runs it).

export type YaqlNode =
  | { k: 'lit'; v: unknown; float?: boolean }
  | { k: 'var'; name: string }
  | { k: 'attr'; obj: YaqlNode; name: string }
  | { k: 'index'; obj: YaqlNode; index: YaqlNode }
  | { k: 'call'; name: string; args: YaqlArg[]; receiver?: YaqlNode; safe?: boolean }
  | { k: 'list'; items: YaqlNode[] }
  | { k: 'dict'; pairs: Array<[YaqlNode, YaqlNode]> }
  | { k: 'bin'; op: string; l: YaqlNode; r: YaqlNode }
  | { k: 'not'; e: YaqlNode }
  | { k: 'neg'; e: YaqlNode }
  | { k: 'chain'; l: YaqlNode; r: YaqlNode };

/** A call argument: an expression, or `key => value` (a keyword argument or a pair). */
export type YaqlArg = YaqlNode | { k: 'pair'; key: YaqlNode; value: YaqlNode };
