// What heatclient adds to a request built from local files (template_utils.get_template_contents,
// process_environment_and_files): every template a resource_registry names and every get_file
// (and `type: x.yaml`) of the template, fetched into `files` under an absolute file:// URL, the
// reference rewritten to that URL, recursively through the fetched templates.
import { posix } from 'node:path';
import { DiagnosticBag as Bag, type DiagnosticBag } from '../diagnostics/diagnostic.js';
import { SourceFile } from '../diagnostics/source.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';
import { dataEqual, deepClone, isHash, type DataHash } from '../data/value.js';
import { loadYaml, type PathSegment } from '../yaml/load.js';
import { pyJsonDumps } from './parameters/python.js';

/** How deep fetched templates may nest (heatclient has no bound; a cycle is cut by `files`). */
const MAX_DEPTH = 50;

const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

/** utils.normalise_file_path_to_url: an absolute file:// URL for a local path. */
export function fileUrl(host: Host, path: string): string {
  return SCHEME.test(path) ? path : `file://${host.resolve(path)}`;
}

/** utils.base_url_for_url: the URL of the directory holding `url`. */
function baseUrl(url: string): string {
  return url.startsWith('file://') ? `file://${posix.dirname(url.slice('file://'.length))}` : url.replace(/[^/]*$/, '');
}

/** parse.urljoin(base + '/', value) for the URLs heatclient meets: absolute URLs stay, paths resolve. */
function urlJoin(base: string, value: string): string {
  if (SCHEME.test(value)) return value;
  if (base.startsWith('file://')) return `file://${posix.resolve(base.slice('file://'.length) || '/', value)}`;
  if (!SCHEME.test(base)) return posix.normalize(posix.join(base, value));
  try {
    return new URL(value, base.endsWith('/') ? base : `${base}/`).href;
  } catch {
    return value;
  }
}

/** One reference to rewrite: where it is in the document and the URL it becomes. */
interface Rewrite {
  path: PathSegment[];
  url: string;
}

/** heatclient's template_format.parse succeeding: a mapping with a version key. */
function parseTemplate(text: string): DataHash | undefined {
  const doc = loadYaml(new SourceFile('<fetched>', text), new Bag(), { python: true });
  const v = doc?.value;
  if (!isHash(v)) return undefined;
  return ['heat_template_version', 'HeatTemplateFormatVersion', 'AWSTemplateFormatVersion'].some((k) => Object.hasOwn(v, k)) ? v : undefined;
}

/**
 * The text with each rewritten reference replaced in place (a JSON string is a YAML scalar), so
 * lines and everything else stay as written; heatclient sends a JSON dump of the rewritten parse,
 * which means the same. Falls back to that dump when the in-place edit does not read back right
 * (aliases, merge keys).
 */
function rewriteText(name: string, text: string, rewrites: readonly Rewrite[], expected: unknown): string {
  if (rewrites.length === 0) return text;
  const doc = loadYaml(new SourceFile(name, text), new Bag(), { python: true });
  if (doc && rewrites.every((r) => doc.has(r.path))) {
    const spans = rewrites.map((r) => ({ ...doc.locate(r.path), url: r.url })).sort((a, b) => b.start - a.start);
    let out = text;
    let overlap = false;
    let limit = Infinity;
    for (const s of spans) {
      if (s.end > limit) overlap = true;
      limit = s.start;
      out = out.slice(0, s.start) + JSON.stringify(s.url) + out.slice(s.end);
    }
    const back = overlap ? undefined : loadYaml(new SourceFile(name, out), new Bag(), { python: true });
    if (back && dataEqual(back.value, expected)) return out;
  }
  return pyJsonDumps(expected);
}

/** Collects files the way heatclient does, into one request's `files`. */
export class ClientFiles {
  constructor(
    private readonly host: Host,
    readonly files: Record<string, string>,
    private readonly bag: DiagnosticBag,
  ) {}

  /**
   * A local template's get_file and `type: *.yaml|*.template` references (get_template_contents):
   * returns the text with them rewritten to the absolute URLs now in `files`.
   */
  template(path: string, text: string): string {
    const parsed = parseTemplate(text);
    if (!parsed) return text;
    const rewritten = deepClone(parsed);
    const rewrites: Rewrite[] = [];
    this.walkTemplate(rewritten, [], baseUrl(fileUrl(this.host, path)), rewrites, 0);
    return rewriteText(path, text, rewrites, rewritten);
  }

  /**
   * An environment file's resource_registry (resolve_environment_urls): entries naming files are
   * fetched and made absolute, relative to `base_url` or the file's directory. Returns the text
   * to send.
   */
  environment(path: string, text: string): string {
    const doc = loadYaml(new SourceFile(path, text), new Bag(), { python: true });
    const env = doc?.value;
    if (!isHash(env) || !isHash(env.resource_registry)) return text;
    const rewritten = deepClone(env);
    const registry = rewritten.resource_registry as DataHash;
    const rewrites: Rewrite[] = [];
    const base = typeof registry.base_url === 'string' ? registry.base_url : baseUrl(fileUrl(this.host, path));
    this.registryLevel(registry, ['resource_registry'], base, rewrites);
    const resources = registry.resources;
    if (isHash(resources)) {
      for (const [name, entry] of Object.entries(resources)) {
        if (!isHash(entry)) continue;
        const own = typeof entry.base_url === 'string' ? entry.base_url : base;
        this.registryLevel(entry, ['resource_registry', 'resources', name], own, rewrites);
      }
    }
    return rewriteText(path, text, rewrites, rewritten);
  }

  /** One level of a registry: string values naming files (not `A::B` types, hooks or restricted_actions). */
  private registryLevel(level: DataHash, at: PathSegment[], base: string, rewrites: Rewrite[]): void {
    for (const [key, value] of Object.entries(level)) {
      if (key === 'base_url' || key === 'hooks' || key === 'restricted_actions' || typeof value !== 'string' || value.includes('::')) continue;
      const url = this.fetch(urlJoin(base, value), 0);
      level[key] = url;
      rewrites.push({ path: [...at, key], url });
    }
  }

  /** get_file_contents over a template: values first (depth first), then this mapping's own keys. */
  private walkTemplate(data: unknown, at: PathSegment[], base: string, rewrites: Rewrite[], depth: number): void {
    if (Array.isArray(data)) data.forEach((v, i) => this.walkTemplate(v, [...at, i], base, rewrites, depth));
    if (!isHash(data)) return;
    for (const [k, v] of Object.entries(data)) this.walkTemplate(v, [...at, k], base, rewrites, depth);
    for (const [key, value] of Object.entries(data)) {
      if ((key !== 'get_file' && key !== 'type') || typeof value !== 'string') continue;
      if (key === 'type' && !value.endsWith('.yaml') && !value.endsWith('.template')) continue;
      const url = this.fetch(urlJoin(base, value), depth);
      data[key] = url;
      rewrites.push({ path: [...at, key], url });
    }
  }

  /** Reads `url` into `files` once (a template with its own references resolved); returns the URL. */
  private fetch(url: string, depth: number): string {
    if (Object.hasOwn(this.files, url)) return url;
    if (!SCHEME.test(url)) {
      // A relative base_url leaves a path without a scheme, which urllib refuses.
      this.bag.report('OVC8001', { path: url, reason: 'not a URL (is the registry base_url relative?)' }, { data: { heatClass: 'ValueError', heatMessage: `unknown url type: '${url}'` } });
      return url;
    }
    if (!url.startsWith('file://')) {
      this.bag.report('OVC8001', { path: url, reason: 'overcat reads local files only, never the network' }, { data: { heatClass: 'CommandError' } });
      return url;
    }
    const path = unquote(url.slice('file://'.length));
    const source = readSource(this.host, path, this.bag);
    if (!source) return url;
    // Claimed before the recursion, so a template that names itself (or a cycle) is read once.
    this.files[url] = source.text;
    const parsed = parseTemplate(source.text);
    if (!parsed || depth >= MAX_DEPTH) return url;
    const rewritten = deepClone(parsed);
    const rewrites: Rewrite[] = [];
    this.walkTemplate(rewritten, [], baseUrl(url), rewrites, depth + 1);
    this.files[url] = rewriteText(url, source.text, rewrites, rewritten);
    return url;
  }
}

/**
 * Python's urllib.parse.unquote, which urlopen applies to a file: URL's path: each run of %XX
 * escapes is decoded as UTF-8 with invalid bytes replaced, and a `%` not followed by two hex digits
 * stays as it is (decodeURIComponent throws on both).
 */
export function unquote(text: string): string {
  return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => UTF8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => parseInt(hex, 16))));
}

const UTF8 = new TextDecoder('utf-8');
