// report.json of a per-task compile (`overcat compile --task | --all-tasks`): what became of every
// task of the node's graph and of every override entry, and its text rendering.
import { renderReportText, type EntryReport } from '../override/report.js';

/** What became of one task of the node's graph. */
export interface TaskOutcome {
  id: string;
  type: string;
  /**
   * compiled: its catalog was written; condition-false: its condition is false on this node;
   * not-compiled: a task of another kind (shell, upload_file...); sync: a stage, group or skipped
   * task; not-selected: tasks were named (`--task`) and this is not one.
   */
  status: 'compiled' | 'condition-false' | 'not-compiled' | 'sync' | 'not-selected';
  catalog?: string;
  resources?: number;
  condition?: string;
}

export interface TasksReport {
  node: string;
  roles: string[];
  /** False with --no-overrides, or when no override data was read (no --hiera). */
  overrides: boolean;
  tasks: TaskOutcome[];
  /** create_resources.json when something was created, else null (also when only some tasks were compiled). */
  createResources: { catalog: string; resources: number } | null;
  summary: { entries: number; updated: number; unchanged: number; created: number; skipped: number };
  /** Every override entry in data order: updated / unchanged (with each task catalog's changes), created, skipped and why. */
  entries: EntryReport[];
}

const STATUS: Record<TaskOutcome['status'], string> = {
  compiled: 'compiled',
  'condition-false': 'skipped (condition false)',
  'not-compiled': 'not compiled (acts on the node, not its catalog)',
  sync: 'sync point',
  'not-selected': 'not selected',
};

export function renderTasksReportText(report: TasksReport): string {
  const lines = [`node ${report.node} (${report.roles.join(', ')})${report.overrides ? '' : ', no overrides'}:`];
  for (const t of report.tasks) {
    const catalog = t.catalog ? ` -> ${t.catalog} (${t.resources} resources)` : '';
    const condition = t.condition ? `  if ${t.condition.replace(/\s+/g, ' ')}` : '';
    lines.push(`  ${t.id.padEnd(24)} ${t.type.padEnd(8)} ${STATUS[t.status]}${catalog}${condition}`);
  }
  if (report.createResources) lines.push(`  create_resources -> ${report.createResources.catalog} (${report.createResources.resources} resources)`);
  const text = `${lines.join('\n')}\n`;
  return report.overrides ? `${text}${renderReportText({ summary: report.summary, entries: report.entries }, true)}` : text;
}
