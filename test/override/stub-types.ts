// A hand-written TypeLookup for the engine's unit tests (golden cases use the real registry).
import type { TypeLookup } from '../../src/puppet/modulepath/type-lookup.js';

const TYPES: Record<string, { kind: string; parameters: string[]; namevars: string[] }> = {
  package: { kind: 'core', parameters: ['ensure', 'provider', 'source', 'install_options'], namevars: ['name'] },
  file: { kind: 'core', parameters: ['ensure', 'content', 'mode', 'owner', 'source'], namevars: ['path'] },
  service: { kind: 'core', parameters: ['ensure', 'enable', 'hasrestart'], namevars: ['name'] },
  nova_config: { kind: 'resource_type', parameters: ['ensure', 'value', 'secret'], namevars: ['name'] },
  'base::vhost': { kind: 'define', parameters: ['docroot', 'port'], namevars: ['name'] },
};
const METAS = new Set(['alias', 'audit', 'before', 'loglevel', 'noop', 'notify', 'require', 'schedule', 'stage', 'subscribe', 'tag']);

export const stubTypes: TypeLookup = {
  getType(name) {
    const t = TYPES[name.toLowerCase()];
    return t ? { name: name.toLowerCase(), kind: t.kind, parameters: t.parameters.map((p) => ({ name: p })), namevars: t.namevars } : undefined;
  },
  isMetaparameter: (name) => METAS.has(name),
  typeNames: () => Object.keys(TYPES),
};
