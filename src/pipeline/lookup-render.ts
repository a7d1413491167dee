// `puppet lookup --render-as s|json|yaml`: the value found, written as Puppet's renderers write the
// Ruby object (`to_s`, `to_json`, `to_yaml`). Apart from lookup.ts because JSON and YAML go through
// Puppet's value model and Ruby's writers, which a lookup that prints nothing this way never loads.
import { rubyToS } from '../hiera/ruby-text.js';
import { FunctionError } from '../puppet/functions/dispatcher.js';
import { COMPACT, rubyJson } from '../puppet/functions/stdlib/ruby-json.js';
import { rubyToYaml } from '../puppet/functions/stdlib/ruby-yaml.js';
import { fromData } from '../puppet/values/convert.js';

export type RenderAs = 's' | 'json' | 'yaml';

/**
 * What `puts renderer.render(value)` prints: Ruby's `to_s` (nil empty, arrays and hashes
 * inspected), its JSON generator (Floats as Float#to_s writes them: `1.0e-05`), Psych's `to_yaml`
 * (`--- ` header, block style, quotes where a string would read back as another type). Puts adds
 * a line break unless the text ends with one. Throws RenderError where Ruby's writer fails
 * (NaN or Infinity in JSON).
 */
export function renderLookupValue(value: unknown, as: RenderAs): string {
  let text: string;
  if (as === 's') text = rubyToS(value);
  else {
    try {
      text = as === 'json' ? rubyJson(fromData(value), COMPACT) : rubyToYaml(fromData(value));
    } catch (e) {
      if (e instanceof FunctionError) throw new RenderError(e.message);
      throw e;
    }
  }
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** A value the chosen format cannot write, with Ruby's words. */
export class RenderError extends Error {
  override name = 'RenderError';
}
