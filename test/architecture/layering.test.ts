// The architecture as a test: every import under src/ points to its own room or a room below it,
// and no two files import each other at run time, directly or through others (type-only imports
// may point back: a value model's types are mutually recursive, and they vanish from the output).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The rooms, bottom to top; rooms on one floor may import each other (but files never in a cycle).
 * This is the one place the order is written (README "Architecture" points here).
 */
export const FLOORS: readonly (readonly string[])[] = [
  ['diagnostics'],
  ['data'],
  ['host'],
  ['yaml'],
  ['merge'],
  ['puppet/parser', 'puppet/values', 'puppet/modulepath'],
  ['hiera', 'catalog', 'yaql', 'schemas'],
  ['puppet/evaluator', 'puppet/functions', 'puppet/templates', 'override', 'heat'],
  ['tasks'],
  ['pipeline'],
  ['cli'],
];

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The room of a file: the longest room name its path under src/ starts with. */
function roomOf(file: string): { room: string; floor: number } | undefined {
  const rel = relative(SRC, file).split('\\').join('/');
  let found: { room: string; floor: number } | undefined;
  FLOORS.forEach((rooms, floor) => {
    for (const room of rooms) if ((rel.startsWith(`${room}/`) || rel === `${room}.ts`) && (!found || room.length > found.room.length)) found = { room, floor };
  });
  return found;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

interface Edge {
  target: string;
  /** `import type` / `export type`: erased at compile time. */
  typeOnly: boolean;
}

function importsOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const out: Edge[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = (m[1] ?? m[2])!;
    out.push({ target: resolve(dirname(file), spec).replace(/\.js$/, '.ts'), typeOnly: /^\s*(?:import|export)\s+type\s/.test(m[0]) });
  }
  return out;
}

const files = sourceFiles(SRC);
const edges = new Map(files.map((f) => [f, importsOf(f).filter((e) => e.target.startsWith(`${SRC}/`) && e.target.endsWith('.ts'))]));
/** Every import, for the floors; run-time imports only, for cycles. */
const graph = new Map([...edges].map(([f, list]) => [f, list.map((e) => e.target)]));
const runtimeGraph = new Map([...edges].map(([f, list]) => [f, list.filter((e) => !e.typeOnly).map((e) => e.target)]));

/** Strongly connected components with more than one file (or a file importing itself). */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of runtimeGraph.get(v) ?? []) {
      if (!runtimeGraph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(relative(SRC, w));
      } while (w !== v);
      if (component.length > 1 || (runtimeGraph.get(v) ?? []).includes(v)) out.push(component.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return out;
}

describe('layering', () => {
  it('puts every file under src/ in a room', () => {
    expect(files.filter((f) => !roomOf(f)).map((f) => relative(SRC, f))).toEqual([]);
  });

  it('has no import that points to a room above', () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const from = roomOf(file)!;
      for (const target of targets) {
        const to = roomOf(target);
        if (to && to.floor > from.floor) upward.push(`${relative(SRC, file)} (${from.room}) imports ${relative(SRC, target)} (${to.room})`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('has no run-time import cycle between files', () => {
    expect(cycles()).toEqual([]);
  });

  it('finds the imports it checks (the test itself can fail)', () => {
    expect(graph.get(join(SRC, 'cli/main.ts'))).toContain(join(SRC, 'cli/exit-codes.ts'));
    expect(roomOf(join(SRC, 'puppet/parser/parse.ts'))).toEqual({ room: 'puppet/parser', floor: 5 });
  });
});
