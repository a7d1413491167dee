import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../../src/diagnostics/render-json.js';
import { SourceFile } from '../../../src/diagnostics/source.js';
import type * as A from '../../../src/puppet/parser/ast.js';
import { parseEpp } from '../../../src/puppet/parser/epp.js';
import { runOvercat } from '../../helpers/cli.js';

function parse(text: string) {
  const bag = new DiagnosticBag();
  const template = parseEpp(new SourceFile('t.epp', text), bag);
  return { template, diags: bag.items.map(diagnosticToJson).map((d) => `${d.line}:${d.column} ${d.code}`) };
}

/** The body as kinds and values, to assert the shape compactly. */
function outline(body: A.Statement[]): unknown[] {
  return body.map((s) => {
    if (s.kind === 'RenderString') return s.value;
    if (s.kind === 'RenderExpression') return { render: s.block ? outline(s.body) : s.body.map((e) => e.kind) };
    if (s.kind === 'If') return { if: outline(s.then), else: s.else ? outline(s.else) : undefined };
    return s.kind;
  });
}

describe('EPP parser', () => {
  it('puts text and render tags among the statements of the code tags, trimmed as Puppet trims', () => {
    const text = 'Hello <%= $name %>!\n<% if $x { -%>\n  yes  <%# c -%>\n<% } else { -%>\n  no\n<%- } -%>\nend\n';
    const { template, diags } = parse(text);
    expect(diags).toEqual([]);
    expect(outline(template!.body)).toEqual(['Hello ', { render: ['Variable'] }, '!\n', { if: ['  yes  '], else: ['  no\n'] }, 'end\n']);
  });

  it('gives every node the span of its source', () => {
    const text = 'a <%= $x %> b';
    const { template } = parse(text);
    const [a, render, b] = template!.body as [A.RenderString, A.RenderExpression, A.RenderString];
    expect(text.slice(a.start, a.end)).toBe('a ');
    expect(text.slice(render.start, render.end)).toBe('<%= $x %>');
    expect(text.slice(render.body[0]!.start, render.body[0]!.end)).toBe('$x');
    expect(text.slice(b.start, b.end)).toBe(' b');
  });

  it('unescapes <%% and %%> in text and keeps quoted %> inside code', () => {
    expect(outline(parse('100<%% and %%> <%= "50%>" %>').template!.body)).toEqual(['100<% and %> ', { render: ['String'] }]);
  });

  it('reads the parameter tag, with types and defaults at their offsets', () => {
    const text = '<%- | String $name, Integer $port = 80 | -%>\n<%= $name %>';
    const { template, diags } = parse(text);
    expect(diags).toEqual([]);
    const params = template!.parameters!;
    expect(params.map((p) => [p.name, p.type?.text, p.default?.kind])).toEqual([
      ['name', 'String', undefined],
      ['port', 'Integer', 'Literal'],
    ]);
    expect(text.slice(params[1]!.start, params[1]!.end)).toBe('Integer $port = 80');
    expect(parse('<%- || -%>x').template!.parameters).toEqual([]);
    expect(parse('x').template!.parameters).toBeUndefined();
  });

  it('parses the block form of a render tag', () => {
    expect(outline(parse('<%= { $a = 1\n $a } %>').template!.body)).toEqual([{ render: ['Assignment', 'Variable'] }]);
    expect(outline(parse("<%= {'k' => 1} %>").template!.body)).toEqual([{ render: ['Hash'] }]);
  });

  it('reports problems at line:col with their codes', () => {
    expect(parse('a\n  <%= $x\n').diags).toEqual(['3:1 OVC2018']);
    expect(parse('a <%# note\n').diags).toEqual(['1:3 OVC2019']);
    expect(parse('Hi\n<%- | $x | -%>\n').diags).toEqual(['2:5 OVC2020']);
    expect(parse('<%= $a, $b %>').diags).toEqual(['1:1 OVC2021']);
    expect(parse('x\n<% $a = = 1 %>').diags).toEqual(['2:9 OVC2001']);
    expect(parse('<%- | String[ $x | -%>').diags.map((d) => d.split(' ')[1])).toEqual(['OVC2001']);
    expect(parse('a <% $x %> b').diags).toEqual(['1:6 OVC2015']);
  });

  it('relates an unbalanced tag to where it was opened', () => {
    const bag = new DiagnosticBag();
    parseEpp(new SourceFile('t.epp', 'x\n<% if $a {\n'), bag);
    const d = diagnosticToJson(bag.items[0]!);
    expect(d.related![0]).toMatchObject({ message: 'opened here', line: 2, column: 1 });
  });
});

describe('overcat parse with templates', () => {
  it('checks .epp files beside manifests and prints their AST as JSON', () => {
    const ok = runOvercat(['parse', '--format', 'json', 'test/conformance/epp-syntax/cases/params-typed.epp', 'test/conformance/puppet-syntax/cases/arith.pp']);
    expect(ok.code).toBe(0);
    const asts = (JSON.parse(ok.stdout) as { files: Record<string, { kind: string }> }).files;
    expect(asts['test/conformance/epp-syntax/cases/params-typed.epp']!.kind).toBe('EppTemplate');
    expect(asts['test/conformance/puppet-syntax/cases/arith.pp']!.kind).toBe('Program');
    const bad = runOvercat(['parse', 'test/conformance/epp-syntax/cases/unclosed-render.epp']);
    expect(bad.code).toBe(1);
    expect(bad.stderr + bad.stdout).toContain('unclosed-render.epp:3:1');
  });
});
