// Deterministic mutants of Puppet manifests (a dropped brace, quote, comma or keyword, swapped
// arrows, ...) from a seed, for scripts/mutants.ts (agreement with Puppet and between our two
// parsers) and the parser differential test.

/** Each mutation: the text to find, what replaces it. */
const MUTATIONS: { name: string; find: RegExp; replace: (m: string) => string }[] = [
  { name: 'drop {', find: /\{/g, replace: () => '' },
  { name: 'drop }', find: /\}/g, replace: () => '' },
  { name: "drop '", find: /'/g, replace: () => '' },
  { name: 'drop "', find: /"/g, replace: () => '' },
  { name: 'drop ,', find: /,/g, replace: () => '' },
  { name: 'drop :', find: /:(?!:)/g, replace: () => '' },
  { name: 'drop (', find: /\(/g, replace: () => '' },
  { name: 'drop )', find: /\)/g, replace: () => '' },
  { name: 'drop keyword', find: /\b(class|define|if|else|elsif|unless|case|include|inherits|node|default)\b/g, replace: () => '' },
  { name: '=> to ->', find: /=>/g, replace: () => '->' },
  { name: '-> to =>', find: /->/g, replace: () => '=>' },
  { name: 'duplicate word', find: /\b[a-z_]+\b/g, replace: (m) => `${m} ${m}` },
  { name: 'drop $', find: /\$(?=[a-z_])/g, replace: () => '' },
  { name: 'stray =', find: /\n/g, replace: () => '\n= ' },
  { name: 'drop ]', find: /\]/g, replace: () => '' },
];

export interface Mutant {
  /** Index of the source text the mutant came from. */
  origin: number;
  /** Offset of the mutated spot in it. */
  at: number;
  mutation: string;
  text: string;
}

/** `count` mutants of `texts`, the same for the same seed. */
export function* mutants(texts: readonly string[], count: number, seed: number): Generator<Mutant> {
  /** mulberry32: a small seeded generator, so a run is reproducible. */
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const indexes = texts.map((_, k) => k);
  let made = 0;
  while (made < count) {
    const origin = pick(indexes);
    const text = texts[origin]!;
    const m = pick(MUTATIONS);
    const hits = [...text.matchAll(m.find)];
    if (hits.length === 0) continue;
    const hit = pick(hits);
    made++;
    yield { origin, at: hit.index, mutation: m.name, text: text.slice(0, hit.index) + m.replace(hit[0]) + text.slice(hit.index + hit[0].length) };
  }
}
