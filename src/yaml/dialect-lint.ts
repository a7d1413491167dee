// The YAML 1.1 / 1.2 dialect lint: plain scalars that Psych/PyYAML read differently from YAML 1.2
// (`mode: 0644` is the integer 420 for Puppet and Heat, `ensure: yes` the boolean true), each
// reported with what both read and the quoted spelling that means the same to every reader.
import { CORE_SCHEMA, EVENT_ID, getScalarValue, parseEvents, type Event } from 'js-yaml';
import type { DiagnosticBag, MessageArgs } from '../diagnostics/diagnostic.js';
import type { SourceFile } from '../diagnostics/source.js';
import { pyFloatRepr } from './python-spelling.js';
import { nonStringFirstChars, yamlSchema } from './schema.js';

function describe(value: unknown, tag: string): string {
  const kind = tag.slice(tag.lastIndexOf(':') + 1);
  if (value instanceof Date) return `the timestamp ${value.toISOString()}`;
  if (kind === 'str') return 'a string';
  if (kind === 'null') return 'null';
  if (kind === 'bool') return `the boolean ${String(value)}`;
  if (kind === 'float' && typeof value === 'number') return `the float ${pyFloatRepr(value)}`;
  return `the ${kind} ${String(value)}`;
}

/** A spelling of a YAML 1.1 scalar value that YAML 1.2 reads alike, when there is a plain one. */
function portable(value: unknown, tag: string): string | undefined {
  const kind = tag.slice(tag.lastIndexOf(':') + 1);
  if (kind === 'bool' || kind === 'null') return String(value);
  if (kind === 'int' && typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  // YAML 1.1 floats need a dot; an exponent needs a dot and a sign (`1.0e+16`).
  if (kind === 'float' && typeof value === 'number' && Number.isFinite(value)) {
    const repr = pyFloatRepr(value);
    return repr.includes('e') ? (repr.includes('.') ? repr : repr.replace('e', '.0e')) : repr;
  }
  return undefined;
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Whether the text holds a token that could read differently in the two dialects: a YAML 1.1
 * boolean word, a number with a leading zero, an underscore, a colon or an exponent, a date, or a
 * non-string key. Errs on the side of yes (the full lint then decides), so most files are
 * cleared without a second parse.
 */
const SUSPECT = new RegExp(
  [
    String.raw`(?<=^|[\s\[{,])(?:[yY]es|YES|[nN]o|NO|[oO]n|ON|[oO]ff|OFF)(?=$|[\s,\]}:#])`,
    String.raw`(?<=^|[\s\[{,])[-+]?(?:0[0-9_boxBOX]|\.?[0-9][0-9_.]*[_:eE])`,
    String.raw`(?<=^|[\s\[{,])[0-9]{4}-[0-9]`,
    String.raw`(?<=^|[\s\[{,?])(?:true|True|TRUE|false|False|FALSE|null|Null|NULL|~|[-+]?\.?[0-9][0-9_.]*)\s*:(?:\s|$)`,
  ].join('|'),
  'm',
);

/** Whether the text may hold a scalar the dialects read differently (lintYamlDialect reads it only then). */
export function mayReadDifferently(text: string): boolean {
  return SUSPECT.test(text);
}

const YAML11 = yamlSchema('date');

/** The first characters of the plain scalars the lint looks at: others are strings to both readers. */
export const LINTED_FIRST = nonStringFirstChars(YAML11, CORE_SCHEMA);

/** What the lint finds in a plain scalar's text, wherever it is written. */
interface Finding {
  code: 'OVC1010' | 'OVC1011';
  args: MessageArgs;
  hint: string;
}

/**
 * The finding on one plain (untagged) scalar `text`, a mapping key when `isKey`: OVC1010 when
 * its YAML 1.1 meaning (Ruby Psych, PyYAML) differs from its YAML 1.2 core-schema meaning,
 * OVC1011 for a key that is not a string in YAML 1.1; undefined when there is nothing to say.
 */
function judge(text: string, isKey: boolean): Finding | undefined {
  const v11 = YAML11.resolveImplicitScalarTag(text);
  const v12 = CORE_SCHEMA.resolveImplicitScalarTag(text);
  const kind11 = v11.tag.tagName;
  if (kind11.endsWith(':merge')) return undefined; // `<<`, a merge key in both readers' eyes
  if (isKey && (kind11.endsWith(':bool') || kind11.endsWith(':null') || kind11.endsWith(':int') || kind11.endsWith(':float'))) {
    return { code: 'OVC1011', args: { text, kind: describe(v11.value, kind11) }, hint: `Quote the key: ${quoted(text)}:` };
  }
  const same =
    kind11 === v12.tag.tagName &&
    (Object.is(v11.value, v12.value) || (v11.value instanceof Date && v12.value instanceof Date && v11.value.getTime() === v12.value.getTime()));
  if (same) return undefined;
  // The non-string reading (YAML 1.1's, else YAML 1.2's) has a spelling both read alike too.
  const meant = kind11.endsWith(':str') ? v12 : v11;
  const alike = portable(meant.value, meant.tag.tagName);
  const hint = `Write ${quoted(text)} (quoted) for the string in every reader${alike !== undefined && alike !== text ? `, or ${alike} for ${describe(meant.value, meant.tag.tagName)}` : ''}.`;
  return { code: 'OVC1010', args: { text, yaml11: describe(v11.value, kind11), yaml12: describe(v12.value, v12.tag.tagName) }, hint };
}

/**
 * The lint of one file's plain scalars, told them one by one in document order. A finding
 * depends on the scalar's text alone, so each text is judged once (data repeats its words).
 */
export class DialectLint {
  /** Findings by text, for values and for keys (null: nothing to say). */
  readonly #judged = [new Map<string, Finding | null>(), new Map<string, Finding | null>()] as const;

  constructor(
    readonly source: SourceFile,
    readonly diagnostics: DiagnosticBag,
  ) {}

  /** The plain scalar `text` written at `start`..`end` (a mapping key when `isKey`). */
  scalar(text: string, start: number, end: number, isKey: boolean): void {
    if (!LINTED_FIRST.has(text.charCodeAt(0))) return;
    const judged = this.#judged[isKey ? 1 : 0];
    let finding = judged.get(text);
    if (finding === undefined) judged.set(text, (finding = judge(text, isKey) ?? null));
    if (finding) this.diagnostics.report(finding.code, finding.args, { location: { source: this.source, start, end }, hint: finding.hint });
  }
}

/**
 * Lints every plain scalar of the document (DialectLint) when the text may hold one the
 * dialects read differently. Assumes the file already parsed; `events` are its parser events
 * when the caller has them.
 */
export function lintYamlDialect(source: SourceFile, diagnostics: DiagnosticBag, events?: readonly Event[]): void {
  if (!mayReadDifferently(source.text)) return;
  if (!events) {
    try {
      events = parseEvents(source.text, {});
    } catch {
      return; // the loader reports syntax errors
    }
  }
  const lint = new DialectLint(source, diagnostics);
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
    lint.scalar(getScalarValue(source.text, e), e.valueStart, e.valueEnd, isKey);
  }
}
