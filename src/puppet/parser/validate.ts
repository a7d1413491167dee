// Puppet's syntax-level checks that the grammar alone does not make (reference §8, the CHECKER):
// `+=`/`-=`, node inheritance, `+>` where resources are declared, misplaced definitions, untitled resources,
// statements without effect.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { SourceFile } from '../../diagnostics/source.js';
import type * as A from './ast.js';

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
};

export function validateProgram(program: A.Program, source: SourceFile, diagnostics: DiagnosticBag): void {
  const at = (n: A.Span) => ({ location: { source, start: n.start, end: n.end } });

  const block = (body: A.Statement[], where: Where, valueBlock: boolean) => {
    body.forEach((s, k) => {
      const isLast = k === body.length - 1;
      const what = NO_EFFECT[s.kind];
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
        if (s.kind !== 'NodeDefinition') s.parameters.forEach((p) => p.default && expression(p.default));
        // Only classes may hold further definitions.
        block(s.body, s.kind === 'ClassDefinition' ? 'class' : 'other', true);
        return;
      case 'FunctionDefinition':
        if (where !== 'top') diagnostics.report('OVC2013', { what: 'Functions' }, at(s));
        block(s.body, 'other', true);
        return;
      case 'TypeAlias':
        if (where !== 'top') diagnostics.report('OVC2013', { what: 'Type aliases' }, at(s));
        return;
      default:
        expression(s);
    }
  };

  /** `+>` amends: allowed where resources are amended (overrides, collectors), not where declared. */
  const attributes = (ops: A.AttributeOperation[], declaredIn?: string) => {
    for (const op of ops) {
      if (declaredIn && op.operator === '+>') diagnostics.report('OVC2012', { attribute: op.name, context: declaredIn }, at(op));
      expression(op.value);
    }
  };

  const expression = (e: A.Expression): void => {
    switch (e.kind) {
      case 'Assignment':
        if (e.operator !== '=') diagnostics.report('OVC2010', { operator: e.operator }, at(e));
        expression(e.target);
        expression(e.value);
        return;
      case 'Relationship':
      case 'Binary':
        expression(e.left);
        expression(e.right);
        return;
      case 'Unary':
        expression(e.operand);
        return;
      case 'Selector':
        expression(e.subject);
        e.cases.forEach((c) => (expression(c.match), expression(c.value)));
        return;
      case 'Resource':
        if (e.untitled) {
          diagnostics.report('OVC2014', { type: e.type.kind === 'BareWord' ? e.type.name : 'resource' }, at(e));
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
        if (e.query) expression(e.query);
        if (e.overrides) attributes(e.overrides);
        return;
      case 'Call':
      case 'MethodCall':
        if (e.kind === 'MethodCall') expression(e.receiver);
        else expression(e.callee);
        e.arguments.forEach(expression);
        if (e.lambda) block(e.lambda.body, 'other', true);
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
      case 'If':
      case 'Unless':
        expression(e.test);
        block(e.then, 'other', true);
        if (e.else) block(e.else, 'other', true);
        return;
      case 'Case':
        expression(e.test);
        e.options.forEach((o) => (o.values.forEach(expression), block(o.body, 'other', true)));
        return;
      default:
        return;
    }
  };

  // The last statement of a program or body is its value, so Puppet lets it stand alone.
  block(program.body, 'top', true);
}
