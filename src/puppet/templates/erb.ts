// Renders ERB templates natively (template(), inline_template()): scans the template as Ruby's
// ERB does in Puppet's trim mode '-', parses the Ruby of its tags and runs it against the calling
// scope. Problems are TemplateErrors at an offset of the template.
import { scanErb, type ErbCommand } from './erb-scan.js';
import { lexErb } from './ruby-lexer.js';
import { parseRuby, type Node } from './ruby-parser.js';
import { runTemplate, type TemplateScope } from './ruby-eval.js';

export type { TemplateScope } from './ruby-eval.js';
export { TemplateError } from './template-error.js';

// A compilation renders the same few templates many times (once per resource that uses them).
const CACHE_LIMIT = 500;
const parsed = new Map<string, Node[]>();

/** The program of a template's text (cached by text). Throws TemplateError when it does not parse. */
function program(text: string, scan: (text: string) => ErbCommand[]): Node[] {
  const cached = parsed.get(text);
  if (cached) return cached;
  const body = parseRuby(lexErb(scan(text), text.length));
  if (parsed.size >= CACHE_LIMIT) parsed.clear();
  parsed.set(text, body);
  return body;
}

/**
 * The text an ERB template renders in `scope`. Throws TemplateError. `scan` cuts the text into
 * ERB's commands ({@link scanErb}, or a cache of its results).
 */
export function renderErb(text: string, scope: TemplateScope, scan: (text: string) => ErbCommand[] = scanErb): string {
  return runTemplate(program(text, scan), scope);
}
