// The deployment graph of one node: the tasks its roles run, the same-node edges between them
// (requires, required_for, cross-depends meaning this node), checked for missing tasks and cycles,
// and ordered deterministically (a task as early as its dependencies allow, ties in file order).
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { didYouMean } from '../diagnostics/suggest.js';
import { matchesPattern, patternText, type NamePattern } from './pattern.js';
import type { CrossDependency, Task } from './task.js';

/** A cross-dependency on tasks of other nodes: kept for the picture, it does not order this node. */
export interface CrossNodeDependency {
  direction: 'depends' | 'depended-by';
  name: string;
  roles?: string[];
}

export interface PlannedTask {
  task: Task;
  /** Ids of the tasks of this node that must run before it (its direct dependencies), in order. */
  after: string[];
  crossNode: CrossNodeDependency[];
  /** Only puppet tasks are compiled; groups, stages and skipped tasks are sync points. */
  compiled: boolean;
}

export interface NodePlan {
  roles: string[];
  /** The node's tasks in execution order; empty when the graph has a cycle. */
  tasks: PlannedTask[];
}

/** Problems of the task set as a whole, whatever the node: duplicate ids, dependencies on no task. */
export function checkTaskSet(tasks: readonly Task[], bag: DiagnosticBag): Map<string, Task> {
  const byId = new Map<string, Task>();
  for (const t of tasks) {
    const first = byId.get(t.id);
    if (first) {
      bag.report('OVC3602', { id: t.id }, { location: t.location, related: [{ message: 'first defined here', location: first.location }] });
      continue;
    }
    byId.set(t.id, t);
  }
  const ids = [...byId.keys()];
  for (const t of byId.values()) {
    for (const field of ['requires', 'required_for'] as const) {
      (field === 'requires' ? t.requires : t.requiredFor).forEach((target, i) => {
        if (byId.has(target)) return;
        const hint = didYouMean(target, ids);
        bag.report('OVC3606', { id: t.id, field, target }, { location: t.locate([field, i]), ...(hint ? { hint } : {}) });
      });
    }
    for (const field of ['cross-depends', 'cross-depended-by'] as const) {
      for (const dep of field === 'cross-depends' ? t.crossDepends : t.crossDependedBy) {
        if (dep.name.kind !== 'name' || byId.has(dep.name.name)) continue;
        const hint = didYouMean(dep.name.name, ids);
        bag.report('OVC3607', { id: t.id, field, target: dep.name.name }, { location: dep.location, ...(hint ? { hint } : {}) });
      }
    }
  }
  return byId;
}

const matchesAny = (patterns: readonly NamePattern[], roles: readonly string[]) => patterns.some((p) => roles.some((r) => matchesPattern(p, r)));

/** The tasks a node of `roles` runs: its roles' tasks, the groups it belongs to and their members, every stage. */
function selectTasks(byId: ReadonlyMap<string, Task>, roles: readonly string[]): Set<string> {
  const groupApplies = new Map<string, boolean>();
  const groupRuns = (name: string): boolean => {
    const group = byId.get(name);
    // A 1.0 task's `groups` names a group task, or directly a role.
    if (!group || group.type !== 'group') return roles.includes(name);
    let known = groupApplies.get(name);
    if (known === undefined) groupApplies.set(name, (known = matchesAny(group.roles, roles)));
    return known;
  };
  const selected = new Set<string>();
  for (const t of byId.values()) {
    if (t.type === 'stage' || matchesAny(t.roles, roles) || t.groups.some(groupRuns) || (t.type === 'group' && groupRuns(t.id))) selected.add(t.id);
  }
  for (const t of byId.values()) if (t.type === 'group' && selected.has(t.id)) for (const m of t.members) if (byId.has(m)) selected.add(m);
  return selected;
}

/** A cross-dependency meant for this node too: no roles (every node), `self`, or one of the node's roles. */
function sameNode(dep: CrossDependency, roles: readonly string[]): boolean {
  return !dep.roles || dep.roles.some((r) => (r.kind === 'name' && r.name === 'self') || roles.some((role) => matchesPattern(r, role)));
}

/** Orders the node's tasks; a cycle is OVC3608 naming every task on it (then no order is returned). */
export function planNode(byId: ReadonlyMap<string, Task>, roles: readonly string[], bag: DiagnosticBag): NodePlan {
  const sortedRoles = [...new Set(roles)].sort();
  const selected = selectTasks(byId, sortedRoles);
  if (![...selected].some((id) => byId.get(id)!.type !== 'stage')) {
    const known = [...new Set([...byId.values()].flatMap((t) => t.roles.filter((p) => p.kind === 'name').map(patternText)))].sort();
    const hint = sortedRoles.map((r) => didYouMean(r, known)).find(Boolean);
    bag.report('OVC3615', { roles: sortedRoles.join(', ') }, hint ? { hint } : {});
  }
  const nodes = [...selected].map((id) => byId.get(id)!).sort((a, b) => a.order - b.order);
  // before.get(x): the tasks that must precede x.
  const before = new Map<string, Set<string>>(nodes.map((t) => [t.id, new Set()]));
  const edge = (first: string, then: string) => before.get(then)!.add(first);
  const crossNode = new Map<string, CrossNodeDependency[]>(nodes.map((t) => [t.id, []]));
  for (const t of nodes) {
    for (const r of t.requires) if (selected.has(r)) edge(r, t.id);
    for (const r of t.requiredFor) if (selected.has(r)) edge(t.id, r);
    // A member runs inside its group: after the group's anchor.
    for (const g of t.groups) if (selected.has(g) && byId.get(g)!.type === 'group') edge(g, t.id);
    for (const [direction, list] of [['depends', t.crossDepends], ['depended-by', t.crossDependedBy]] as const) {
      for (const dep of list) {
        if (sameNode(dep, sortedRoles)) {
          for (const other of nodes) {
            if (other.id === t.id || !matchesPattern(dep.name, other.id)) continue;
            if (direction === 'depends') edge(other.id, t.id);
            else edge(t.id, other.id);
          }
        }
        const elsewhere = dep.roles?.filter((r) => !(r.kind === 'name' && r.name === 'self'));
        if (!dep.roles || (elsewhere && elsewhere.length > 0)) {
          crossNode.get(t.id)!.push({ direction, name: patternText(dep.name), ...(elsewhere ? { roles: elsewhere.map(patternText) } : {}) });
        }
      }
    }
  }
  const ordered = topologicalOrder(nodes, before);
  if (ordered.length < nodes.length) {
    const done = new Set(ordered);
    reportCycles(nodes.filter((t) => !done.has(t)), before, sortedRoles, bag);
    return { roles: sortedRoles, tasks: [] };
  }
  const position = new Map(ordered.map((t, i) => [t.id, i]));
  return {
    roles: sortedRoles,
    tasks: ordered.map((task) => ({
      task,
      after: [...before.get(task.id)!].sort((a, b) => position.get(a)! - position.get(b)!),
      crossNode: crossNode.get(task.id)!,
      compiled: task.type === 'puppet',
    })),
  };
}

/** Kahn's algorithm taking, each time, the ready task declared first: the same input, the same order. */
function topologicalOrder(nodes: readonly Task[], before: ReadonlyMap<string, ReadonlySet<string>>): Task[] {
  const waiting = new Map(nodes.map((t) => [t.id, before.get(t.id)!.size]));
  const next = new Map<string, string[]>(nodes.map((t) => [t.id, []]));
  for (const t of nodes) for (const b of before.get(t.id)!) next.get(b)!.push(t.id);
  const byId = new Map(nodes.map((t) => [t.id, t]));
  const ready = new ReadyQueue(nodes.filter((t) => waiting.get(t.id) === 0));
  const out: Task[] = [];
  for (let t = ready.pop(); t; t = ready.pop()) {
    out.push(t);
    for (const n of next.get(t.id)!) {
      const left = waiting.get(n)! - 1;
      waiting.set(n, left);
      if (left === 0) ready.push(byId.get(n)!);
    }
  }
  return out;
}

/** A binary min-heap of tasks by declaration order (a wide graph has thousands ready at once). */
class ReadyQueue {
  private readonly heap: Task[] = [];

  constructor(initial: readonly Task[]) {
    for (const t of initial) this.push(t);
  }

  push(t: Task): void {
    const h = this.heap;
    h.push(t);
    for (let i = h.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (h[parent]!.order <= h[i]!.order) break;
      [h[parent], h[i]] = [h[i]!, h[parent]!];
      i = parent;
    }
  }

  pop(): Task | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length === 0 || !last) return top;
    h[0] = last;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && h[l]!.order < h[m]!.order) m = l;
      if (r < h.length && h[r]!.order < h[m]!.order) m = r;
      if (m === i) break;
      [h[m], h[i]] = [h[i]!, h[m]!];
      i = m;
    }
    return top;
  }
}

/**
 * The tasks left unordered hold at least one cycle. Each strongly connected group of them is
 * reported once, as one cycle through its tasks (found by a walk from its first task), naming every
 * task of the group with its place.
 */
function reportCycles(left: readonly Task[], before: ReadonlyMap<string, ReadonlySet<string>>, roles: readonly string[], bag: DiagnosticBag): void {
  const inLeft = new Map(left.map((t) => [t.id, t]));
  for (const group of stronglyConnected(left, before)) {
    const members = group.sort((a, b) => a.order - b.order);
    const ids = new Set(members.map((t) => t.id));
    const cycle = findCycle(members[0]!.id, ids, before);
    const rest = members.map((t) => t.id).filter((id) => !cycle.includes(id));
    const text = `${[...cycle, cycle[0]].join(' -> ')}${rest.length > 0 ? ` (and, on further cycles, ${rest.join(', ')})` : ''}`;
    bag.report('OVC3608', { roles: roles.join(', '), cycle: text }, {
      location: members[0]!.location,
      related: members.map((t) => ({ message: `task '${t.id}' (runs after ${[...before.get(t.id)!].filter((b) => ids.has(b)).join(', ')})`, location: inLeft.get(t.id)!.location })),
    });
  }
}

/**
 * Tarjan's strongly connected components of more than one task (or a task before itself), with an
 * explicit stack: a hostile file's cycle of 100,000 tasks must not overflow the call stack.
 */
function stronglyConnected(nodes: readonly Task[], before: ReadonlyMap<string, ReadonlySet<string>>): Task[][] {
  const byId = new Map(nodes.map((t) => [t.id, t]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: Task[][] = [];
  let counter = 0;
  for (const root of nodes) {
    if (index.has(root.id)) continue;
    // Each frame: a task and the iterator over the tasks it runs after.
    const frames: { v: string; edges: Iterator<string> }[] = [];
    const enter = (v: string) => {
      index.set(v, counter);
      low.set(v, counter++);
      stack.push(v);
      onStack.add(v);
      frames.push({ v, edges: [...before.get(v)!].filter((w) => byId.has(w))[Symbol.iterator]() });
    };
    enter(root.id);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const next = frame.edges.next();
      if (!next.done) {
        const w = next.value;
        if (!index.has(w)) enter(w);
        else if (onStack.has(w)) low.set(frame.v, Math.min(low.get(frame.v)!, index.get(w)!));
        continue;
      }
      frames.pop();
      const v = frame.v;
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.v, Math.min(low.get(parent.v)!, low.get(v)!));
      if (low.get(v) !== index.get(v)) continue;
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || before.get(v)!.has(v)) out.push(component.map((id) => byId.get(id)!));
    }
  }
  return out;
}

/** One cycle from `start` back to it inside `group`, in execution direction (a before b before ... start). */
function findCycle(start: string, group: ReadonlySet<string>, before: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  // Walk "must run before" edges backwards from start until start is reached again (BFS: the shortest).
  const parent = new Map<string, string>();
  const queue = [start];
  const seen = new Set([start]);
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    for (const w of [...before.get(v)!].sort()) {
      if (!group.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[path.length - 1] !== start) path.push(parent.get(path[path.length - 1]!)!);
        // start precedes v, v precedes parent(v), ... up to start again.
        return [start, ...path.slice(0, -1)];
      }
      if (seen.has(w)) continue;
      seen.add(w);
      parent.set(w, v);
      queue.push(w);
    }
  }
  return [start];
}
