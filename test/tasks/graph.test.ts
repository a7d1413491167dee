// The graph's algorithms on inputs too large to write as golden cases: a long chain orders, a long
// cycle is one error naming every task, and neither overflows the stack.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { checkTaskSet, planNode } from '../../src/tasks/graph.js';
import { readTasksDocument } from '../../src/tasks/task.js';
import { loadYaml } from '../../src/yaml/load.js';

// Deep enough that a recursive walk would overflow the stack (about 10,000 frames here).
const N = 12_000;

function plan(text: string) {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('tasks.yaml', text), bag)!;
  const byId = checkTaskSet(readTasksDocument(doc, 0, bag), bag);
  return { plan: planNode(byId, ['r'], bag), bag };
}

/** Task i requires task i-1, declared last first; `closing`: task 0 requires the last one. */
function chain(closing: boolean): string {
  const lines: string[] = [];
  for (let i = N - 1; i >= 0; i--) {
    const requires = i > 0 ? `t${i - 1}` : closing ? `t${N - 1}` : undefined;
    lines.push(`- {id: t${i}, type: skipped, role: [r]${requires ? `, requires: [${requires}]` : ''}}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('task graph at scale', () => {
  it(`orders a chain of ${N} tasks declared backwards`, () => {
    const { plan: p, bag } = plan(chain(false));
    expect(bag.items).toEqual([]);
    expect(p.tasks.map((t) => t.task.id).slice(0, 3)).toEqual(['t0', 't1', 't2']);
    expect(p.tasks).toHaveLength(N);
  });

  it(`reports a cycle of ${N} tasks once, naming each`, () => {
    const { plan: p, bag } = plan(chain(true));
    expect(p.tasks).toEqual([]);
    expect(bag.items.map((d) => d.code)).toEqual(['OVC3608']);
    expect(bag.items[0]!.related).toHaveLength(N);
    expect(bag.items[0]!.message.split(' -> ')).toHaveLength(N + 1);
  });
});

describe('task graph order', () => {
  it(`orders ${N} independent tasks in declaration order, fast`, () => {
    const lines = Array.from({ length: N }, (_, i) => `- {id: w${i}, type: skipped, role: [r]}`);
    const started = performance.now();
    const { plan: p } = plan(`${lines.join('\n')}\n`);
    expect(p.tasks.map((t) => t.task.id)).toEqual(lines.map((_, i) => `w${i}`));
    // Sorting the ready list at each step took minutes here; the heap takes well under a second.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
