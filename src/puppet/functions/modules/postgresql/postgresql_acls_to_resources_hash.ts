// postgresql::postgresql_acls_to_resources_hash(acls, id, offset) (postgresql): pg_hba rule lines
// (`type database user [address [mask]] method [options]`) as postgresql::server::pg_hba_rule
// parameters by title, ordered from `offset`.
import { ArrayType, IntegerType, PHash, STRING, StringType, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';

export default defineModuleFunction('postgresql', 'postgresql::postgresql_acls_to_resources_hash', {
  params: [new ArrayType(STRING), new StringType(new IntegerType(1, Infinity)), new IntegerType(0, Infinity)],
  names: ['acls', 'id', 'offset'],
  call(_ctx, args) {
    const [acls, id, offset] = args as [string[], string, number | bigint];
    const out: [Value, Value][] = [];
    const titles = new Map<string, number>();
    for (const acl of acls) {
      // The module numbers a line by the first equal line (Array#index): a repeated line replaces it.
      const index = acls.indexOf(acl);
      const parts = acl.split(/[ \t\n\v\f\r]+/).filter((p) => p !== '');
      if (parts.length < 4) throw new FunctionError(`postgresql::postgresql_acls_to_resources_hash(): acl line ${index} does not have enough parts`);
      const entry: [string, Value][] = [
        ['type', parts[0]!],
        ['database', parts[1]!],
        ['user', parts[2]!],
        ['order', String(BigInt(offset) + BigInt(index)).padStart(3, '0')],
      ];
      const rest = (from: number): void => {
        if (parts.length > from) entry.push(['auth_option', parts.slice(from).join(' ')]);
      };
      if (parts[0] === 'local') {
        entry.push(['auth_method', parts[3]!]);
        rest(4);
      } else if (/^\d/m.test(parts[4] ?? '')) {
        entry.push(['address', `${parts[3]!} ${parts[4]!}`], ['auth_method', parts[5] ?? null]);
        rest(6);
      } else {
        entry.push(['address', parts[3]!], ['auth_method', parts[4] ?? null]);
        rest(5);
      }
      const title = `postgresql class generated rule ${id} ${index}`;
      const value = PHash.from(entry);
      const at = titles.get(title);
      if (at === undefined) {
        titles.set(title, out.length);
        out.push([title, value]);
      } else out[at] = [title, value];
    }
    return PHash.from(out);
  },
});
