// The Puppet AST: the contract between the parser and everything that reads manifests and EPP
// templates (type registry, evaluator). Every node carries `start`/`end`, UTF-16 offsets into its
// SourceFile.

export interface Span {
  start: number;
  end: number;
}

export type Node = Statement | Expression;

export interface Program extends Span {
  kind: 'Program';
  body: Statement[];
}

export type Statement = ClassDefinition | DefineDefinition | NodeDefinition | FunctionDefinition | TypeAlias | Expression;

export interface Parameter extends Span {
  kind: 'Parameter';
  /** `$name` without the `$`. */
  name: string;
  /** Source text of the type expression (`Optional[String]`), when given. */
  type?: TypeReference;
  /** `*$rest` captures the remaining arguments. */
  capturesRest: boolean;
  default?: Expression;
}

export interface ClassDefinition extends Span {
  kind: 'ClassDefinition';
  name: string;
  nameSpan: Span;
  parameters: Parameter[];
  /** `inherits` parent, or `default`. */
  parent?: string;
  body: Statement[];
}

export interface DefineDefinition extends Span {
  kind: 'DefineDefinition';
  name: string;
  nameSpan: Span;
  parameters: Parameter[];
  body: Statement[];
}

export interface NodeDefinition extends Span {
  kind: 'NodeDefinition';
  /** Host matches: names, strings, regexes (`/.../`) or `default`. */
  matches: HostMatch[];
  parent?: HostMatch;
  body: Statement[];
}

export interface HostMatch extends Span {
  kind: 'HostMatch';
  match: 'name' | 'regex' | 'default';
  value: string;
  /** A double-quoted name's first interpolated expression, which Puppet refuses in a node name. */
  interpolation?: Span;
}

export interface FunctionDefinition extends Span {
  kind: 'FunctionDefinition';
  name: string;
  nameSpan: Span;
  parameters: Parameter[];
  returnType?: TypeReference;
  body: Statement[];
}

export interface TypeAlias extends Span {
  kind: 'TypeAlias';
  name: string;
  type: Expression;
}

export type Expression =
  | Literal
  | StringExpression
  | Heredoc
  | Variable
  | BareWord
  | TypeReference
  | ArrayExpression
  | HashExpression
  | Unary
  | Binary
  | Selector
  | Assignment
  | Relationship
  | Call
  | MethodCall
  | Access
  | Collector
  | ResourceExpression
  | ResourceDefaults
  | ResourceOverride
  | If
  | Unless
  | Case
  | RenderString
  | RenderExpression;

export interface Literal extends Span {
  kind: 'Literal';
  /** `number` keeps the radix text in `text`; `regex` keeps the pattern without slashes. */
  type: 'string' | 'number' | 'boolean' | 'undef' | 'default' | 'regex';
  value: string | number | boolean | null;
  text: string;
}

/** A double-quoted string (or interpolating heredoc): literal text and embedded expressions. */
export interface StringExpression extends Span {
  kind: 'String';
  parts: (string | Expression)[];
}

export interface Heredoc extends Span {
  kind: 'Heredoc';
  tag: string;
  /** `:json`, `:yaml`, ... when given. */
  syntax?: string;
  /** The body after margin removal and escapes; interpolations appear as expressions when the tag is quoted. */
  text: StringExpression;
}

export interface Variable extends Span {
  kind: 'Variable';
  /** Without `$`; a leading `::` is kept (`::osfamily`). */
  name: string;
}

/** A lowercase name or bare word (`present`, `nova::api`, `x86_64-linux`). */
export interface BareWord extends Span {
  kind: 'BareWord';
  name: string;
}

/** A capitalised reference (`File`, `Nova::Api`) or a parameterised type (`Array[String]`). */
export interface TypeReference extends Span {
  kind: 'TypeReference';
  name: string;
  parameters?: Expression[];
  /** Source text of the whole reference. */
  text: string;
}

export interface ArrayExpression extends Span {
  kind: 'Array';
  elements: Expression[];
}

export interface HashEntry extends Span {
  key: Expression;
  value: Expression;
}

export interface HashExpression extends Span {
  kind: 'Hash';
  entries: HashEntry[];
}

export interface Unary extends Span {
  kind: 'Unary';
  operator: '!' | '-' | '*';
  operand: Expression;
}

export type BinaryOperator = 'or' | 'and' | 'in' | '==' | '!=' | '=~' | '!~' | '<' | '<=' | '>' | '>=' | '<<' | '>>' | '+' | '-' | '*' | '/' | '%';

export interface Binary extends Span {
  kind: 'Binary';
  operator: BinaryOperator;
  left: Expression;
  right: Expression;
}

export interface Selector extends Span {
  kind: 'Selector';
  subject: Expression;
  cases: { match: Expression; value: Expression }[];
}

export interface Assignment extends Span {
  kind: 'Assignment';
  /** `+=` and `-=` parse; the validator rejects them as Puppet does. */
  operator: '=' | '+=' | '-=';
  target: Expression;
  value: Expression;
}

export interface Relationship extends Span {
  kind: 'Relationship';
  operator: '->' | '~>' | '<-' | '<~';
  left: Expression;
  right: Expression;
}

export interface Lambda extends Span {
  kind: 'Lambda';
  parameters: Parameter[];
  returnType?: TypeReference;
  body: Statement[];
}

export interface Call extends Span {
  kind: 'Call';
  /** The called name (`include`, `template`) or expression. */
  callee: Expression;
  arguments: Expression[];
  lambda?: Lambda;
  /** True for statement calls written without parentheses (`include foo`). */
  statement: boolean;
}

export interface MethodCall extends Span {
  kind: 'MethodCall';
  receiver: Expression;
  name: string;
  arguments: Expression[];
  lambda?: Lambda;
}

export interface Access extends Span {
  kind: 'Access';
  target: Expression;
  keys: Expression[];
}

export interface Collector extends Span {
  kind: 'Collector';
  type: Expression;
  exported: boolean;
  query?: Expression;
  /** Attribute operations of a `<| |> { ... }` override block. */
  overrides?: AttributeOperation[];
}

export interface AttributeOperation extends Span {
  kind: 'AttributeOperation';
  /** Attribute name, or `*` for a splat (`* => $hash`). */
  name: string;
  operator: '=>' | '+>';
  value: Expression;
}

export interface ResourceBody extends Span {
  title: Expression;
  attributes: AttributeOperation[];
}

/** `type { title: attrs; ... }`, `class { 'x': }`, with `@`/`@@` forms. */
export interface ResourceExpression extends Span {
  kind: 'Resource';
  /** `file`, `nova_config`, `class`, or an expression such as `Resource['file']`. */
  type: Expression;
  bodies: ResourceBody[];
  form: 'regular' | 'virtual' | 'exported';
  /** Set for `name { attrs }` written without a title, which Puppet rejects. */
  untitled?: AttributeOperation[];
}

/** `File { mode => '0644' }`: defaults for a type. */
export interface ResourceDefaults extends Span {
  kind: 'ResourceDefaults';
  type: Expression;
  attributes: AttributeOperation[];
}

/** `File['x'] { mode => '0644' }`: amends declared resources. */
export interface ResourceOverride extends Span {
  kind: 'ResourceOverride';
  target: Expression;
  attributes: AttributeOperation[];
}

export interface If extends Span {
  kind: 'If';
  test: Expression;
  then: Statement[];
  /** `elsif` becomes a nested If in `else`. */
  else?: Statement[];
}

export interface Unless extends Span {
  kind: 'Unless';
  test: Expression;
  then: Statement[];
  else?: Statement[];
}

export interface Case extends Span {
  kind: 'Case';
  test: Expression;
  options: { values: Expression[]; body: Statement[] }[];
}

/**
 * An EPP template (`.epp`), as Puppet models it: a program whose statements come from the code
 * tags, with the template's text and `<%= %>` tags standing among them as RenderString and
 * RenderExpression nodes, in order. Text inside a code block (`<% if $x { %>text<% } %>`) sits in
 * that block's statements; comments (`<%# %>`) leave no node.
 */
export interface EppTemplate extends Span {
  kind: 'EppTemplate';
  /** `<%- | String $x, Integer $y = 1 | -%>`; absent when the template declares none. */
  parameters?: Parameter[];
  body: Statement[];
}

/** Template text between tags, after `-%>` / `<%-` trimming and `<%%` / `%%>` unescaping. */
export interface RenderString extends Span {
  kind: 'RenderString';
  value: string;
}

/**
 * `<%= expression %>`: the value is rendered. `body` holds the one expression, or the statements
 * of the block form `<%= { statements } %>` (`block` true), whose last value is rendered.
 */
export interface RenderExpression extends Span {
  kind: 'RenderExpression';
  body: Statement[];
  block: boolean;
}
