// Resource references as a catalog writes them: `Type[title]`, type names capitalised per `::` segment.

/** `base::vhost` → `Base::Vhost`, as Puppet writes type names in a catalog. */
export function capitalizeType(name: string): string {
  // Most names have one segment: no split (reports capitalize a type per entry).
  if (!name.includes('::')) return name.length > 0 ? name[0]!.toUpperCase() + name.slice(1) : name;
  return name
    .split('::')
    .map((s) => (s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s))
    .join('::');
}

export function formatRef(type: string, title: string): string {
  return `${type}[${title}]`;
}

const REF = /^((?:::)?[A-Za-z][\w]*(?:::[A-Za-z]\w*)*)\[(.+)\]$/s;

/** Parses `Type[title]` (the form relationship metaparameters hold); undefined when it is not one. */
export function parseRef(ref: string): { type: string; title: string } | undefined {
  const m = REF.exec(ref);
  if (!m) return undefined;
  return { type: m[1]!.replace(/^::/, ''), title: m[2]! };
}

/** `package[ntp]` → `Package[ntp]`: references compare with Puppet's capitalised type names. */
export function normalizeRef(ref: string): string {
  const parsed = parseRef(ref);
  return parsed ? formatRef(capitalizeType(parsed.type), parsed.title) : ref;
}
