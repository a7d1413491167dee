import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../../src/diagnostics/render-json.js';
import { SourceFile } from '../../../src/diagnostics/source.js';
import type * as A from '../../../src/puppet/parser/ast.js';
import { parseManifest } from '../../../src/puppet/parser/parse.js';

function parse(text: string) {
  const bag = new DiagnosticBag();
  const program = parseManifest(new SourceFile('t.pp', text), bag);
  return { program, diags: bag.items.map(diagnosticToJson) };
}

/** An expression as an S-expression, to assert structure (precedence) compactly. */
function sexp(e: A.Node): string {
  switch (e.kind) {
    case 'Binary':
      return `(${e.operator} ${sexp(e.left)} ${sexp(e.right)})`;
    case 'Unary':
      return `(${e.operator} ${sexp(e.operand)})`;
    case 'Selector':
      return `(? ${sexp(e.subject)} ${e.cases.map((c) => `${sexp(c.match)}=>${sexp(c.value)}`).join(' ')})`;
    case 'Assignment':
      return `(${e.operator} ${sexp(e.target)} ${sexp(e.value)})`;
    case 'Relationship':
      return `(${e.operator} ${sexp(e.left)} ${sexp(e.right)})`;
    case 'Variable':
      return `$${e.name}`;
    case 'Literal':
      return e.text;
    case 'BareWord':
      return e.name;
    case 'Access':
      return `${sexp(e.target)}[${e.keys.map(sexp).join(',')}]`;
    case 'TypeReference':
      return e.text;
    default:
      return e.kind;
  }
}

const expr = (text: string) => sexp(parse(text).program!.body[0]!);

describe('Puppet parser', () => {
  it("follows Puppet's operator precedence", () => {
    expect(expr('$a = 1 + 2 * 3')).toBe('(= $a (+ 1 (* 2 3)))');
    expect(expr('$a = !$x in $y')).toBe('(= $a (in (! $x) $y))');
    expect(expr('$a = -$x * 2')).toBe('(= $a (* (- $x) 2))');
    expect(expr('$a = $b and $c or $d')).toBe('(= $a (or (and $b $c) $d))');
    expect(expr('$a = 10 / 2 / 5')).toBe('(= $a (/ (/ 10 2) 5))');
    expect(expr('$a = $x < $y == $z')).toBe('(= $a (< $x (== $y $z)))');
    expect(expr("$a = $x == 1 ? { true => 'a', default => 'b' }")).toBe("(= $a (? (== $x 1) true=>'a' default=>'b'))");
    expect(expr('$a = File[a] -> File[b]')).toBe('(= $a (-> File[a] File[b]))');
  });

  it('tells access from an array literal by the space before [', () => {
    expect(parse('$a[1]').program!.body.map((s) => s.kind)).toEqual(['Access']);
    expect(parse('notice $a [1]').program!.body.map((s) => s.kind)).toEqual(['Call', 'Array']);
    // A space or line break after an access, a method call's lambda or a collector ends it too.
    expect(parse('$h.each |$k| { }\n[1].each |$i| { }').program!.body.map((s) => s.kind)).toEqual(['MethodCall', 'MethodCall']);
    expect(parse('$a[1]\n[2]').program!.body.map((s) => s.kind)).toEqual(['Access', 'Array']);
    expect(parse('$a.f [2]').program!.body.map((s) => s.kind)).toEqual(['MethodCall', 'Array']);
    expect(parse('Foo <| |>\n[2]').program!.body.map((s) => s.kind)).toEqual(['Collector', 'Array']);
  });

  it('reads resource declarations, defaults, overrides and collectors', () => {
    const { program } = parse(`package { ['a', 'b']: ensure => present; default: tag => x }
File { mode => '0644' }
File['/a'] { owner => root }
Package <| tag == 'x' |> { ensure => latest }
@@host { 'h': }
class { 'ntp': }
`);
    const [res, defaults, override, collector, exported, klass] = program!.body as A.Expression[];
    expect(res).toMatchObject({ kind: 'Resource', type: { kind: 'BareWord', name: 'package' }, form: 'regular' });
    expect((res as A.ResourceExpression).bodies.map((b) => b.attributes.map((x) => x.name))).toEqual([['ensure'], ['tag']]);
    expect(defaults).toMatchObject({ kind: 'ResourceDefaults', type: { name: 'File' } });
    expect(override).toMatchObject({ kind: 'ResourceOverride', target: { kind: 'TypeReference', name: 'File', parameters: [{ value: '/a' }] } });
    expect(collector).toMatchObject({ kind: 'Collector', exported: false, overrides: [{ name: 'ensure', operator: '=>' }] });
    expect(exported).toMatchObject({ kind: 'Resource', form: 'exported' });
    expect(klass).toMatchObject({ kind: 'Resource', type: { name: 'class' } });
  });

  it('splits strings into text and interpolations with source positions', () => {
    const text = '$s = "a ${x} $y::z ${h[\'k\']} ${f(1)}\\t"';
    const s = (parse(text).program!.body[0] as A.Assignment).value as A.StringExpression;
    expect(s.parts.map((p) => (typeof p === 'string' ? p : sexp(p)))).toEqual(['a ', '$x', ' ', '$y::z', ' ', "$h['k']", ' ', 'Call', '\t']);
    const x = s.parts[1] as A.Variable;
    expect(text.slice(x.start, x.end)).toBe('x');
  });

  it('takes heredoc bodies out of band, with margins, trimming and escapes', () => {
    const { program } = parse('$a = [@(A), @("B"/t)]\n  first\n  | A\nx\\t${y}\n-B\nnotice($a)\n');
    const [a, b] = ((program!.body[0] as A.Assignment).value as A.ArrayExpression).elements as A.Heredoc[];
    expect(a!.text.parts).toEqual(['first\n']);
    expect(b!.text.parts.map((p) => (typeof p === 'string' ? p : sexp(p)))).toEqual(['x\t', '$y']);
    expect(program!.body[1]).toMatchObject({ kind: 'Call', callee: { name: 'notice' } });
  });

  it('reads definitions with typed parameters', () => {
    const { program } = parse('class a::b (Optional[String] $x = undef, *$rest) inherits a { }\ndefine a::d ($p) { }\nnode /^web/, default { }\n');
    expect(program!.body[0]).toMatchObject({ kind: 'ClassDefinition', name: 'a::b', parent: 'a', parameters: [{ name: 'x', type: { text: 'Optional[String]' } }, { name: 'rest', capturesRest: true }] });
    expect(program!.body[1]).toMatchObject({ kind: 'DefineDefinition', name: 'a::d' });
    expect((program!.body[2] as A.NodeDefinition).matches.map((m) => [m.match, m.value])).toEqual([
      ['regex', '^web'],
      ['default', 'default'],
    ]);
  });

  it('reports syntax errors with what was expected, on the right line', () => {
    const { program, diags } = parse("class a {\n  package { 'mc' ensure => absent }\n}\n");
    expect(program).toBeUndefined();
    expect(diags).toMatchObject([{ code: 'OVC2001', line: 2, column: 18 }]);
    expect(diags[0]!.message).toContain('":"');
  });
});
