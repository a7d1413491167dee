// accounts_ssh_options_parser(str) (puppetlabs-accounts): an authorized_keys options text split at
// its commas, as the module's String#scan reads it: a field is runs of plain text, single-quoted
// text (quotes dropped), double-quoted text (quotes kept, backslash escapes kept) and backslash
// escapes (the backslash dropped), ending at a comma or the text's end; an unmatched quote fails.
import { STRING } from '../../../values/index.js';
import { rubyStringInspect } from '../../../../data/ruby-inspect.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';

// The scan's %r{\G,*(?>([^,\\'"]+)|'([^']*)'|("(?:[^"\\]|\\.)*")|(\\.?)|(\S))(,|\z)?}m, by hand:
// each match starts where the last ended and none is empty.
export default defineModuleFunction('accounts', 'accounts_ssh_options_parser', {
  params: [STRING],
  names: ['str'],
  call(_ctx, [value]) {
    const str = value as string;
    const unmatched = () => new FunctionError(`Unmatched double quote: ${rubyStringInspect(str)}`);
    const words: string[] = [];
    let field = '';
    let p = 0;
    for (;;) {
      let q = p;
      while (str[q] === ',') q++;
      if (q === str.length) {
        // Nothing follows the commas: the regexp gives one back to (\S), which is the failure.
        if (q > p) throw unmatched();
        break;
      }
      const [piece, end] = token(str, q) ?? (() => { throw unmatched(); })();
      field += piece;
      p = end;
      if (str[p] === ',' || p === str.length) {
        if (str[p] === ',') p++;
        words.push(field);
        field = '';
      }
    }
    return words;
  },
});

/** The field text one alternative of the scan takes at q (q inside the text), and where it ends; undefined for (\S). */
function token(str: string, q: number): [string, number] | undefined {
  const c = str[q]!;
  if (c === "'") {
    const close = str.indexOf("'", q + 1);
    return close < 0 ? undefined : [str.slice(q + 1, close), close + 1];
  }
  if (c === '"') {
    for (let e = q + 1; e < str.length; e++) {
      if (str[e] === '"') return [str.slice(q, e + 1), e + 1];
      if (str[e] === '\\') {
        if (e + 1 === str.length) return undefined;
        e++;
      }
    }
    return undefined;
  }
  if (c === '\\') {
    const esc = str.slice(q, q + 2);
    // esc.gsub(/\\(.)/, '\1'): without the m flag . is no line break.
    return [esc.length === 2 && esc[1] !== '\n' ? esc[1]! : esc, q + esc.length];
  }
  // ([^,\\'"]+): the comma was skipped, the quotes and backslash are handled above.
  let e = q;
  while (e < str.length && !",\\'\"".includes(str[e]!)) e++;
  return [str.slice(q, e), e];
}
