// Puppet's syntax-level checks that the grammar alone does not make (reference §8, the CHECKER):
// `+=`/`-=`, node inheritance, `+>` where resources are declared, misplaced definitions, untitled resources,
// statements without effect.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { SourceFile } from '../../diagnostics/source.js';
import type * as A from './ast.js';
import { externalSyntaxError, heredocTextStart } from './external-syntax.js';
import { rubyRegexProblem } from './ruby-regex.js';
import { regexEnd, skipSpaces } from './scanner.js';

type Where = 'top' | 'class' | 'other';

const NO_EFFECT: Partial<Record<A.Node['kind'], string>> = {
  Literal: 'Literal',
  String: 'String',
  Variable: 'Variable',
  BareWord: 'Name',
  TypeReference: 'Type reference',
  Array: 'Array',
  Hash: 'Hash',
  Binary: 'Operator expression',
  Unary: 'Operator expression',
  Access: 'Access expression',
  Selector: 'Selector',
  If: "'if' statement",
  Unless: "'unless' Statement",
  Case: "'case' statement",
};

/** Puppet's VAR_NAME: namespace segments start with a lowercase letter, the last also with `_`. */
const VAR_NAME = /^(::)?([a-z]\w*::)*[a-z_]\w*$/;

/** Puppet's Integer is a signed 64-bit number. */
/** An integer literal's value when it does not fit in 64 signed bits, written as Puppet's message writes it (`%#+x`: `+0x8000000000000000`). */
function outOfInt64(text: string): string | undefined {
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  // A leading 0 is octal in Puppet (`0777`).
  const n = /^0x/i.test(digits) ? BigInt(digits) : /^0[0-7]+$/.test(digits) ? BigInt(`0o${digits.slice(1)}`) : BigInt(digits);
  if (negative ? n <= 2n ** 63n : n < 2n ** 63n) return undefined;
  return `${negative ? '-' : '+'}0x${n.toString(16)}`;
}

/** Puppet's own type names, which no class, define, function or type alias may take. */
const TYPE_NAMES = new Set(['type', 'any', 'unit', 'scalar', 'boolean', 'numeric', 'integer', 'float', 'collection', 'array', 'hash', 'tuple', 'struct', 'variant', 'optional', 'enum', 'regexp', 'pattern', 'runtime', 'init', 'object', 'sensitive', 'semver', 'semverrange', 'string', 'timestamp', 'timespan', 'typeset']);

/** Puppet's names for the definitions its checker speaks of. */
const CONTAINERS = { ClassDefinition: 'Host Class Definition', DefineDefinition: "'define' expression", NodeDefinition: 'Node Definition' } as const;

/**
 * Puppet's `idem` check: true when evaluating `s` can change nothing. A match sets `$0`...; a
 * conditional is idem when its test and every branch are (an empty branch is).
 */
function idem(s: A.Statement): boolean {
  switch (s.kind) {
    case 'Binary':
      return s.operator !== '=~' && s.operator !== '!~';
    case 'If':
    case 'Unless':
      return idem(s.test) && s.then.every(idem) && (s.else ?? []).every(idem);
    case 'Case':
      return idem(s.test) && s.options.every((o) => o.values.every(idem) && o.body.every(idem));
    case 'Heredoc':
      return true;
    default:
      return NO_EFFECT[s.kind] !== undefined;
  }
}

/** Puppet's label for a statement without effect. */
function noEffectLabel(s: A.Statement): string | undefined {
  if (!idem(s)) return undefined;
  return s.kind === 'Heredoc' ? `'@(${s.syntax ?? ''})' expression` : NO_EFFECT[s.kind];
}

/** `$x = ...` or `[$a, $b] = ...`: the variables assigned, or undefined when something else is (only variables and arrays of them can be). */
function assignedVariables(e: A.Expression): A.Variable[] | undefined {
  if (e.kind === 'Variable') return [e];
  if (e.kind !== 'Array') return undefined;
  const inner = e.elements.map(assignedVariables);
  return inner.every((v) => v !== undefined) ? inner.flat() : undefined;
}

const DESCRIPTIONS: Partial<Record<A.Expression['kind'], string>> = {
  Call: 'a Function Call',
  MethodCall: 'a Method Call',
  Resource: 'a Resource Statement',
  String: 'a String',
  Literal: 'a Literal Value',
  BareWord: 'a Name',
  Selector: 'a Selector Expression',
  Access: 'an Access Expression',
  TypeReference: 'a Type Reference',
  Hash: 'a Hash Expression',
};

function describe(e: A.Expression): string {
  if (e.kind === 'Relationship' || e.kind === 'Binary') return `a '${e.operator}' expression`;
  return DESCRIPTIONS[e.kind] ?? `a ${e.kind}`;
}

/** What Puppet calls: a function by its name, or a type (`Integer('1')`, `Integer[1]('3')`: its `new`). */
function callableName(e: A.Expression): boolean {
  return e.kind === 'BareWord' || e.kind === 'TypeReference' || (e.kind === 'Access' && e.target.kind === 'TypeReference');
}

/** Puppet's label of what stands where a function's name should (its LabelProvider's, with the article). */
function functorLabel(e: A.Expression, text: string): string {
  // The tree keeps no parentheses: a parenthesized callee is followed by its `)`, not by the call's `(`.
  const label = text.charCodeAt(skipSpaces(text, e.end)) !== 40 ? 'Parenthesized Expression' : expressionLabel(e);
  const letter = label.replace(/^['"]/, '').charAt(0).toLowerCase();
  return `${'aeiouy'.includes(letter) ? 'An' : 'A'} ${label}`;
}

function expressionLabel(e: A.Expression): string {
  switch (e.kind) {
    case 'Literal':
      if (e.type === 'number') return /^0[xX]|^[^.eE]*$/.test(e.text) ? 'Literal Integer' : 'Literal Float';
      return { string: 'String', boolean: 'Boolean', undef: "'undef' expression", default: "'default' expression", regex: 'Regular Expression' }[e.type];
    case 'String':
      return e.parts.every((p) => typeof p === 'string') ? 'String' : 'Double Quoted String';
    case 'Heredoc':
      return `'@(${e.syntax ?? ''})' expression`;
    case 'Binary':
      return `'${e.operator}' expression`;
    case 'Unary':
      return e.operator === '-' ? 'Unary Minus' : e.operator === '!' ? "'not' expression" : 'Unfold';
    case 'Collector':
      return e.exported ? 'Exported Query' : 'Virtual Query';
    default:
      return LABELS[e.kind] ?? e.kind;
  }
}

/** Puppet's labels of the other expressions (model_label_provider.rb). */
const LABELS: Partial<Record<A.Expression['kind'], string>> = {
  Variable: 'Variable',
  Array: 'Array Expression',
  Hash: 'Hash Expression',
  Access: "'[]' expression",
  Call: 'Function Call',
  MethodCall: 'Method call',
  Selector: 'Selector Expression',
  If: "'if' statement",
  Unless: "'unless' Statement",
  Case: "'case' statement",
};

/**
 * `template`: the statements of an EPP template, which Puppet checks as the body of a lambda (so
 * no definitions in them).
 */
export function validateProgram(program: A.Program, source: SourceFile, diagnostics: DiagnosticBag, context: 'manifest' | 'template' = 'manifest'): void {
  const at = (n: A.Span) => ({ location: { source, start: n.start, end: n.end } });

  const block = (body: A.Statement[], where: Where, valueBlock: boolean) => {
    body.forEach((s, k) => {
      const isLast = k === body.length - 1;
      const what = noEffectLabel(s);
      if (what && !(valueBlock && isLast)) diagnostics.report('OVC2015', { what }, at(s));
      statement(s, where);
    });
  };

  const statement = (s: A.Statement, where: Where) => {
    switch (s.kind) {
      case 'ClassDefinition':
      case 'DefineDefinition':
      case 'NodeDefinition':
        if (where === 'other') diagnostics.report('OVC2013', { what: s.kind === 'ClassDefinition' ? 'Classes' : s.kind === 'DefineDefinition' ? 'Defined types' : 'Node definitions' }, at(s));
        if (s.kind === 'NodeDefinition' && s.parent) diagnostics.report('OVC2011', {}, at(s.parent));
        if (s.kind === 'NodeDefinition') s.matches.forEach(hostMatch);
        else {
          definitionName(s.nameSpan, CONTAINERS[s.kind]);
          definitionParameters(s.parameters, CONTAINERS[s.kind]);
        }
        // Only classes may hold further definitions.
        block(s.body, s.kind === 'ClassDefinition' ? 'class' : 'other', true);
        noValueLast(s.body, CONTAINERS[s.kind]);
        return;
      case 'FunctionDefinition':
        if (where !== 'top') diagnostics.report('OVC2013', { what: 'Functions' }, at(s));
        definitionName(s.nameSpan, 'Function Definition');
        definitionParameters(s.parameters);
        block(s.body, 'other', true);
        return;
      case 'TypeAlias':
        if (where !== 'top') diagnostics.report('OVC2013', { what: 'Type aliases' }, at(s));
        if (TYPE_NAMES.has(s.name.toLowerCase())) diagnostics.report('OVC2043', { name: s.name }, at(s));
        expression(s.type);
        return;
      default:
        expression(s);
    }
  };

  /**
   * Parameters of a class, define (`container` given) or function: unique names; for classes and
   * defines no `*$rest` and no `$name`/`$title`, which Puppet sets itself.
   */
  const definitionParameters = (params: A.Parameter[], container?: string) => {
    const seen = new Set<string>();
    for (const p of params) {
      if (seen.has(p.name)) diagnostics.report('OVC2029', { name: p.name }, at(p));
      seen.add(p.name);
      if (container && p.capturesRest) diagnostics.report('OVC2030', { name: p.name, container }, at(p));
      if (container && (p.name === 'name' || p.name === 'title')) diagnostics.report('OVC2031', { name: p.name, container }, at(p));
      parameter(p);
    }
  };

  /** `class ::a` parses; Puppet's checker then wants lowercase segments without a leading `::`. */
  const definitionName = (span: A.Span, container: string) => {
    const name = source.text.slice(span.start, span.end);
    if (!/^[a-z]\w*(::[a-z]\w*)*$/.test(name)) diagnostics.report('OVC2032', { name, container }, at(span));
    else if (TYPE_NAMES.has(name)) diagnostics.report('OVC2042', { name, container }, at(span));
  };

  /** A second `default` in a case or selector can never be reached. */
  const secondDefault = (matches: A.Expression[], container: string) => {
    const defaults = matches.filter((m) => m.kind === 'Literal' && m.type === 'default');
    if (defaults.length > 1) diagnostics.report('OVC2033', { container }, at(defaults[1]!));
  };

  /** A collector's query: `==`/`!=` comparisons joined by `and`/`or`, on names, variables and plain literals. */
  const query = (q: A.Expression): void => {
    if (q.kind === 'Binary' && (q.operator === 'and' || q.operator === 'or')) return (query(q.left), query(q.right));
    if (q.kind === 'Binary' && (q.operator === '==' || q.operator === '!=')) return;
    if (q.kind === 'Variable' || q.kind === 'BareWord') return;
    if (q.kind === 'Literal' && (q.type === 'string' || q.type === 'number' || q.type === 'boolean')) return;
    if (q.kind === 'String' && q.parts.every((p) => typeof p === 'string')) return;
    const what = describe(q);
    diagnostics.report('OVC2040', { what: what[0]!.toUpperCase() + what.slice(1) }, at(q));
  };

  /** A class, define or node body is run for its effects: ending on a bare value is a mistake. */
  const noValueLast = (body: A.Statement[], container: string) => {
    const last = body[body.length - 1];
    const what = last && noEffectLabel(last);
    if (what) diagnostics.report('OVC2028', { what, container }, at(last));
  };

  /** A parameter's name follows Puppet's rule; its type may hold a `Pattern[/re/]` that Puppet compiles while parsing. */
  const parameter = (p: A.Parameter) => {
    if (/^(0x)?\d+$/.test(p.name)) diagnostics.report('OVC2038', { name: p.name }, at(p));
    else if (!/^[a-z_]\w*$/.test(p.name)) diagnostics.report('OVC2039', { name: p.name }, at(p));
    if (p.type) expression(p.type);
    if (p.default) expression(p.default);
  };

  /** `+>` amends: allowed where resources are amended (overrides, collectors), not where declared. */
  const attributes = (ops: A.AttributeOperation[], declaredIn?: string) => {
    const unfolds = ops.filter((op) => op.name === '*');
    if (declaredIn && unfolds.length > 1) diagnostics.report('OVC2037', {}, at(unfolds[1]!));
    for (const op of ops) {
      if (declaredIn && op.operator === '+>') diagnostics.report('OVC2012', { attribute: op.name, context: declaredIn }, at(op));
      expression(op.value);
    }
  };

  /** Puppet's checker: a local name only, never a match result (`$1`) or another scope's (`$a::b`). */
  const assignedName = (v: A.Variable) => {
    if (/^\d+$/.test(v.name)) diagnostics.report('OVC2023', { name: v.name }, at(v));
    else if (v.name.includes('::')) diagnostics.report('OVC2024', { name: v.name }, at(v));
  };

  const expression = (e: A.Expression): void => {
    switch (e.kind) {
      case 'Assignment': {
        if (e.operator !== '=') diagnostics.report('OVC2010', { operator: e.operator }, at(e));
        const assigned = assignedVariables(e.target);
        if (!assigned) diagnostics.report('OVC2016', { what: describe(e.target) }, at(e.target));
        else assigned.forEach(assignedName);
        expression(e.target);
        expression(e.value);
        return;
      }
      case 'Relationship':
      case 'Binary':
        expression(e.left);
        expression(e.right);
        if (e.operator === '/') regexAfterBrace(e.left.end);
        return;
      case 'Unary':
        expression(e.operand);
        return;
      case 'Selector':
        expression(e.subject);
        e.cases.forEach((c) => (expression(c.match), expression(c.value)));
        secondDefault(e.cases.map((c) => c.match), 'Selector Expression');
        return;
      case 'Resource':
        if (e.form !== 'regular' && e.type.kind === 'BareWord' && e.type.name === 'class') diagnostics.report('OVC2041', {}, at(e));
        expression(e.type);
        if (e.untitled) {
          // Puppet's resource_shape: only a name makes an (untitled) resource; any other left side
          // of `{ attrs }` that is not a defaults or override target is refused outright.
          if (e.type.kind === 'BareWord') diagnostics.report('OVC2014', { type: e.type.name }, at(e));
          else diagnostics.report('OVC2025', {}, at(e));
          attributes(e.untitled, 'Resource Instance Definition');
        }
        e.bodies.forEach((b) => (expression(b.title), attributes(b.attributes, 'Resource Instance Definition')));
        return;
      case 'ResourceDefaults':
        attributes(e.attributes, 'Resource Defaults Expression');
        return;
      case 'ResourceOverride':
        expression(e.target);
        attributes(e.attributes);
        return;
      case 'Collector':
        if (e.query) (query(e.query), expression(e.query));
        if (e.overrides) attributes(e.overrides);
        return;
      case 'Call':
      case 'MethodCall':
        if (e.kind === 'MethodCall') expression(e.receiver);
        else expression(e.callee);
        // EPP: `text<% ($x) %>` reads as calling the text, as in Puppet's grammar.
        if (e.kind === 'Call' && (e.callee.kind === 'RenderString' || e.callee.kind === 'RenderExpression')) {
          diagnostics.report('OVC2022', { what: e.callee.kind === 'RenderString' ? 'template text' : 'a <%= %> tag' }, at(e));
        } else if (e.kind === 'Call' && !callableName(e.callee)) {
          diagnostics.report('OVC2047', { what: functorLabel(e.callee, source.text) }, at(e.callee));
        }
        e.arguments.forEach(expression);
        if (e.lambda) {
          e.lambda.parameters.forEach((p, k) => {
            if (p.capturesRest && k !== e.lambda!.parameters.length - 1) diagnostics.report('OVC2034', { name: p.name }, at(p));
            parameter(p);
          });
          block(e.lambda.body, 'other', true);
        }
        return;
      case 'Access':
        expression(e.target);
        e.keys.forEach(expression);
        return;
      case 'Array':
        e.elements.forEach(expression);
        return;
      case 'Hash':
        e.entries.forEach((x) => (expression(x.key), expression(x.value)));
        return;
      case 'String':
        e.parts.forEach((p) => typeof p !== 'string' && expression(p));
        return;
      case 'TypeReference':
        e.parameters?.forEach(expression);
        return;
      case 'Literal':
        if (e.type === 'regex') checkRegex(String(e.value), e.text, e);
        if (e.type === 'number' && /^-?(0x[0-9a-f]+|\d+)$/i.test(e.text)) {
          const big = outOfInt64(e.text);
          if (big !== undefined) diagnostics.report('OVC2035', { text: big }, at(e));
        }
        return;
      case 'Variable':
        // A name that starts with a digit is a match variable: a decimal number (`$1`, not `$01`, `${1.5}`).
        if (/^\d/.test(e.name)) {
          if (!/^(0|[1-9]\d*)$/.test(e.name)) diagnostics.report('OVC2046', { name: e.name }, at(e));
        } else if (!VAR_NAME.test(e.name)) diagnostics.report('OVC2036', { name: e.name }, at(e));
        return;
      case 'If':
      case 'Unless':
        expression(e.test);
        block(e.then, 'other', true);
        if (e.else) block(e.else, 'other', true);
        return;
      case 'Case':
        expression(e.test);
        e.options.forEach((o) => (o.values.forEach(expression), block(o.body, 'other', true)));
        secondDefault(e.options.flatMap((o) => o.values), "'case' statement");
        return;
      case 'RenderExpression':
        block(e.body, 'other', true);
        return;
      case 'Heredoc': {
        expression(e.text);
        // Static text is checked now; interpolated text when it is evaluated.
        const text = e.text.parts.every((p) => typeof p === 'string') ? e.text.parts.join('') : undefined;
        const why = e.syntax && text !== undefined ? externalSyntaxError(text, e.syntax) : undefined;
        if (why) {
          const start = heredocTextStart(source.text, e);
          diagnostics.report('OVC2048', { message: why }, { location: { source, start, end: start } });
        }
        return;
      }
      default:
        return;
    }
  };

  /** Puppet's hostname check: letters, digits, `_`, `-` and `.` only, nothing interpolated. */
  function hostMatch(m: A.HostMatch): void {
    if (m.match === 'regex') checkRegex(m.value, `/${m.value}/`, m);
    else if (m.interpolation) diagnostics.report('OVC2027', {}, at(m.interpolation));
    else if (m.match === 'name' && /[^-\w.]/.test(m.value)) diagnostics.report('OVC2026', { hostname: m.value }, at(m));
  }

  /**
   * Puppet's lexer reads a `/` right after `}` (blanks and comments between) as the start of a
   * regular expression wherever a closing `/` follows, so `if ... { } / 2` is no division there:
   * the manifest does not parse as written (or, when that text is no regexp Ruby compiles, fails
   * with Ruby's error, as Puppet's lexer does).
   */
  function regexAfterBrace(leftEnd: number): void {
    const text = source.text;
    if (text.charCodeAt(leftEnd - 1) !== 125) return;
    const op = skipSpaces(text, leftEnd);
    const end = text.charCodeAt(op) === 47 ? regexEnd(text, op) : -1;
    if (end < 0) return;
    const regex = text.slice(op, end);
    const where = { start: op, end };
    const problem = rubyRegexProblem(regex.slice(1, -1));
    if (problem) diagnostics.report('OVC2017', { problem, regex }, at(where));
    else diagnostics.report('OVC2045', {}, at(where));
  }

  function checkRegex(pattern: string, text: string, where: A.Span): void {
    const problem = rubyRegexProblem(pattern);
    if (problem) diagnostics.report('OVC2017', { problem, regex: text }, at(where));
  }

  // The last statement of a program or body is its value, so Puppet lets it stand alone.
  block(program.body, context === 'manifest' ? 'top' : 'other', true);
}
