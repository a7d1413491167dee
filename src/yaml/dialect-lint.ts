// The YAML 1.1 / 1.2 dialect lint: plain scalars that Psych/PyYAML read differently from YAML 1.2.
import { CORE_SCHEMA, EVENT_ID, getScalarValue, parseEvents, type Event } from 'js-yaml';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { SourceFile } from '../diagnostics/source.js';
import { yamlSchema } from './load.js';

function describe(value: unknown, tag: string): string {
  const kind = tag.slice(tag.lastIndexOf(':') + 1);
  if (value instanceof Date) return `the timestamp ${value.toISOString()}`;
  if (kind === 'str') return 'a string';
  if (kind === 'null') return 'null';
  return `the ${kind} ${String(value)}`;
}

/**
 * Reports every plain scalar whose YAML 1.1 meaning (Ruby Psych, PyYAML) differs from its
 * YAML 1.2 core-schema meaning, and non-string keys. Assumes the file already parsed.
 */
export function lintYamlDialect(source: SourceFile, diagnostics: DiagnosticBag): void {
  let events: Event[];
  try {
    events = parseEvents(source.text, {});
  } catch {
    return; // the loader reports syntax errors
  }
  const stack: { isMap: boolean; index: number }[] = [];
  for (const e of events) {
    if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) {
      stack.push({ isMap: e.type === EVENT_ID.MAPPING, index: 0 });
      continue;
    }
    if (e.type === EVENT_ID.POP) {
      stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) parent.index++;
      continue;
    }
    if (e.type !== EVENT_ID.SCALAR && e.type !== EVENT_ID.ALIAS) continue;
    const top = stack[stack.length - 1];
    const isKey = !!top && top.isMap && top.index % 2 === 0;
    if (top) top.index++;
    if (e.type !== EVENT_ID.SCALAR || e.style !== 1 || e.tagStart >= 0) continue;
    const text = getScalarValue(source.text, e);
    const v11 = yamlSchema('date').resolveImplicitScalarTag(text);
    const v12 = CORE_SCHEMA.resolveImplicitScalarTag(text);
    const location = { source, start: e.valueStart, end: e.valueEnd };
    const kind11 = v11.tag.tagName;
    if (isKey && (kind11.endsWith(':bool') || kind11.endsWith(':null') || kind11.endsWith(':int') || kind11.endsWith(':float'))) {
      diagnostics.report('OVC1011', { text, kind: describe(v11.value, kind11) }, { location });
      continue;
    }
    const same =
      kind11 === v12.tag.tagName &&
      (Object.is(v11.value, v12.value) || (v11.value instanceof Date && v12.value instanceof Date && v11.value.getTime() === v12.value.getTime()));
    if (!same) {
      diagnostics.report('OVC1010', { text, yaml11: describe(v11.value, kind11), yaml12: describe(v12.value, v12.tag.tagName) }, { location });
    }
  }
}
