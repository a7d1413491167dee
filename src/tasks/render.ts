// A node's ordered task graph as data (`overcat tasks --format json`), as text (one line a task)
// and as Graphviz dot (same-node edges solid, cross-node dependencies dashed to a node per name).
import { formatLocation } from '../override/source.js';
import type { NodePlan } from './graph.js';
import { patternText } from './pattern.js';

export interface PlannedTaskJson {
  id: string;
  type: string;
  version: string;
  /** Puppet tasks are compiled; the others are sync points or act on the node itself. */
  compiled: boolean;
  /** The tasks of this node it runs after (its direct dependencies). */
  after: string[];
  crossNode?: { direction: 'depends' | 'depended-by'; name: string; roles?: string[] }[];
  roles: string[];
  condition?: string;
  manifest?: string;
  timeout?: number;
  /** `file:line:col` of its id. */
  location: string;
}

export interface NodePlanJson {
  roles: string[];
  tasks: PlannedTaskJson[];
}

/** The plan as data; `where` may shorten `file:line:col` (the CLI makes paths relative). */
export function planToJson(plan: NodePlan, where: (location: string) => string = (l) => l): NodePlanJson {
  return {
    roles: plan.roles,
    tasks: plan.tasks.map(({ task, after, crossNode, compiled }) => ({
      id: task.id,
      type: task.type,
      version: task.version,
      compiled,
      after,
      ...(crossNode.length > 0 ? { crossNode } : {}),
      roles: [...task.roles.map(patternText), ...task.groups.map((g) => `group:${g}`)],
      ...(task.condition ? { condition: task.condition.kind === 'yaql' ? task.condition.expression.trim() : task.condition.text } : {}),
      ...(task.puppetManifest ? { manifest: task.puppetManifest } : {}),
      ...(task.timeout !== undefined ? { timeout: task.timeout } : {}),
      location: where(formatLocation(task.location)),
    })),
  };
}

function line(p: PlannedTaskJson, i: number): string {
  // Stages, groups and skipped tasks are sync points; shell, upload_file... act on the node, not its catalog.
  const notes = [p.type, ...(p.compiled || ['stage', 'group', 'skipped'].includes(p.type) ? [] : ['not compiled'])];
  const after = p.after.length > 0 ? `  after ${p.after.join(', ')}` : '';
  const cross = (p.crossNode ?? []).map((c) => `  ${c.direction === 'depends' ? 'cross-depends' : 'cross-depended-by'} ${c.name}${c.roles ? ` on ${c.roles.join(', ')}` : ''}`).join('');
  const condition = p.condition ? `  if ${p.condition.replace(/\s+/g, ' ')}` : '';
  return `${String(i + 1).padStart(3)}. ${p.id} (${notes.join(', ')})${after}${cross}${condition}`;
}

export function renderPlanText(plan: NodePlanJson): string {
  return `tasks for ${plan.roles.join(', ')}:\n${plan.tasks.map(line).join('\n')}\n`;
}

const quote = (s: string) => JSON.stringify(s);
const SHAPE: Record<string, string> = { puppet: 'box', stage: 'diamond', group: 'hexagon', skipped: 'plaintext' };

export function renderPlanDot(plan: NodePlanJson): string {
  const out = [`digraph ${quote(`tasks: ${plan.roles.join(', ')}`)} {`, '  rankdir=LR;', '  node [fontname="Helvetica"];'];
  for (const p of plan.tasks) out.push(`  ${quote(p.id)} [shape=${SHAPE[p.type] ?? 'ellipse'}${p.compiled ? '' : ', style=dashed'}];`);
  for (const p of plan.tasks) for (const a of p.after) out.push(`  ${quote(a)} -> ${quote(p.id)};`);
  for (const p of plan.tasks) {
    for (const c of p.crossNode ?? []) {
      const other = quote(`${c.name}${c.roles ? ` @ ${c.roles.join(', ')}` : ' @ any node'}`);
      out.push(`  ${other} [shape=note, style=dotted];`);
      out.push(c.direction === 'depends' ? `  ${other} -> ${quote(p.id)} [style=dashed];` : `  ${quote(p.id)} -> ${other} [style=dashed];`);
    }
  }
  out.push('}');
  return `${out.join('\n')}\n`;
}
