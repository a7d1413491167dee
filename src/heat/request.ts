// A Heat stack create/update request body (what heat-api receives), read from a --body file or
// built from heatclient-style options (-t, -e, --env-list, -P, --parameter-file).
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { SourceFile } from '../diagnostics/source.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';
import { isHash, type DataHash } from '../data/value.js';
import { assignHash, putKey, spreadHash } from '../data/key-order.js';
import { loadYaml } from '../yaml/load.js';
import { ClientFiles } from './client-files.js';

/** The body of POST/PUT/PATCH /stacks (reference/heat.md §1); `existing` marks a PATCH. */
export interface HeatRequest {
  /** Template text (YAML/JSON) or an already parsed template. */
  template?: string | DataHash;
  /** name → text: environment files (and templates) the request carries. */
  files?: Record<string, string>;
  /** Names in `files`, merged in this order. */
  environment_files?: string[];
  /** Inline environment: text or parsed. Heat 19 ignores it when environment_files is non-empty. */
  environment?: string | DataHash;
  /** Explicit parameters (`-P`). */
  parameters?: DataHash;
  existing?: boolean;
  /** PATCH: names whose stored explicit values are removed. */
  clear_parameters?: string[];
  /** The stack's timeout in minutes, as given (heat-api reads it: src/heat/stack/timeout.ts). */
  timeout_mins?: unknown;
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Checks a parsed body's fields; reports OVC6100 for each malformed one. */
export function checkRequest(value: unknown, bag: DiagnosticBag, source?: SourceFile): HeatRequest | undefined {
  const location = source ? { source, start: 0, end: 0 } : undefined;
  const bad = (message: string) => bag.report('OVC6100', { message }, location ? { location, data: { heatClass: 'HTTPBadRequest' } } : { data: { heatClass: 'HTTPBadRequest' } });
  if (!isHash(value)) {
    bad('the body must be a mapping');
    return undefined;
  }
  const errors = bag.errorCount;
  const request: HeatRequest = {};
  for (const [key, v] of Object.entries(value)) {
    switch (key) {
      case 'template':
      case 'environment':
        if (typeof v === 'string' || isHash(v)) request[key] = v;
        else if (v !== null) bad(`${key} must be text or a mapping`);
        break;
      case 'files':
        if (isHash(v) && Object.values(v).every((x) => typeof x === 'string')) request.files = v as Record<string, string>;
        else bad('files must map names to text');
        break;
      case 'environment_files':
      case 'clear_parameters':
        if (isStringList(v)) request[key] = v;
        else bad(`${key} must be a list of names`);
        break;
      case 'parameters':
        if (isHash(v)) request.parameters = v;
        else bad('parameters must be a mapping');
        break;
      case 'timeout_mins':
        request.timeout_mins = v;
        break;
      case 'existing':
        if (typeof v === 'boolean') request.existing = v;
        else bad('existing must be true or false');
        break;
      default:
      // Heat passes the rest (tags, disable_rollback, ...) on as stack arguments; none of them matter here.
    }
  }
  return bag.errorCount > errors ? undefined : request;
}

/** Reads a body file: JSON or YAML (YAML 1.1 reads JSON too). */
export function readRequestBody(host: Host, path: string, bag: DiagnosticBag): HeatRequest | undefined {
  const source = readSource(host, path, bag);
  if (!source) return undefined;
  const doc = loadYaml(source, bag, { python: true });
  return doc ? checkRequest(doc.value, bag, source) : undefined;
}

/** heatclient-style options, each file named by a path the host can read. */
export interface RequestOptions {
  template?: string;
  environment?: readonly string[];
  /** A file naming environment files, one path a line (after the -e files). */
  envList?: string;
  /** `-P` options, split as heatclient's format_parameters does. */
  parameter?: readonly string[];
  /** `key=file`: the parameter's value is the file's text. */
  parameterFile?: readonly string[];
  existing?: boolean;
  clearParameter?: readonly string[];
}

/**
 * Builds the request the options describe, over `base` (a --body) when given: files are read
 * through the host and overlaid, environment_files and clear_parameters appended, parameters overlaid.
 */
export function requestFromOptions(host: Host, o: RequestOptions, bag: DiagnosticBag, base: HeatRequest = {}): HeatRequest {
  const request: HeatRequest = { ...base, files: { ...base.files }, environment_files: [...(base.environment_files ?? [])], parameters: spreadHash(base.parameters ?? {}) };
  const read = (path: string) => readSource(host, path, bag)?.text;
  // heatclient also sends every file the template and the registries name (client-files.ts).
  const client = new ClientFiles(host, request.files!, bag);
  if (o.template !== undefined) {
    const text = read(o.template);
    if (text !== undefined) request.template = client.template(o.template, text);
  }
  const envFiles = [...(o.environment ?? [])];
  if (o.envList) envFiles.push(...(read(o.envList) ?? '').split('\n').map((l) => l.trim()).filter(Boolean));
  for (const f of envFiles) {
    const text = read(f);
    if (text === undefined) continue;
    request.files![f] = client.environment(f, text);
    request.environment_files!.push(f);
  }
  assignHash(request.parameters!, parseParameterOptions(o.parameter ?? [], bag));
  // heatclient's -f/--parameter-file: the value is the file's text.
  for (const p of o.parameterFile ?? []) {
    const eq = p.indexOf('=');
    if (eq < 0) {
      bag.report('OVC6006', { text: p });
      continue;
    }
    const text = read(p.slice(eq + 1));
    if (text !== undefined) putKey(request.parameters!, p.slice(0, eq), text);
  }
  if (o.existing) request.existing = true;
  if (o.clearParameter && o.clearParameter.length > 0) request.clear_parameters = [...(base.clear_parameters ?? []), ...o.clearParameter];
  return request;
}

/**
 * heatclient's format_parameters: a single `-P` is split on ';' (several are taken whole), each
 * piece on its first '='; a name given again collects its values into a list; a piece without
 * '=' is refused (CommandError).
 */
export function parseParameterOptions(options: readonly string[], bag: DiagnosticBag): DataHash {
  const pieces = options.length === 1 ? options[0]!.split(';') : options;
  const out: DataHash = {};
  for (const piece of pieces) {
    const eq = piece.indexOf('=');
    if (eq < 0) {
      bag.report('OVC6006', { text: piece }, { data: { heatClass: 'CommandError' } });
      continue;
    }
    const name = piece.slice(0, eq);
    const value = piece.slice(eq + 1);
    const prior = out[name];
    // (putKey: heatclient's dict keeps the options' order, integer-like names too.)
    putKey(out, name, !Object.hasOwn(out, name) ? value : Array.isArray(prior) ? [...prior, value] : [prior!, value]);
  }
  return out;
}
