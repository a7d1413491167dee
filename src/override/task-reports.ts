// One report for a set of task compilations and their create_resources step: every entry once, in
// data order, with the updates of every task that held its resource, else what creation decided.
import { buildReport, updatedEntry } from './apply.js';
import type { EntryReport, OverrideReport } from './report.js';
import { entryKey } from './in-compilation.js';

/**
 * Joins the tasks' reports (each in data order) and the create_resources report: an entry some task
 * matched has every task's updates (in task order); one no task matched takes create_resources'
 * decision (created, or skipped with a did-you-mean over every catalog); a filtered one stays so.
 */
export function combineTaskReports(tasks: readonly OverrideReport[], create: OverrideReport | undefined): OverrideReport {
  const order: string[] = [];
  const found = new Map<string, EntryReport[]>();
  const created = new Map((create?.entries ?? []).map((e) => [entryKey(e), e]));
  for (const report of [...tasks, ...(create ? [create] : [])]) {
    for (const e of report.entries) {
      if (e.declaredBy) continue; // a manifest's own override_resources: reported with its task below
      const key = entryKey(e);
      if (!found.has(key)) {
        found.set(key, []);
        order.push(key);
      }
      if (e.status === 'updated' || e.status === 'unchanged') found.get(key)!.push(e);
    }
  }
  const entries: EntryReport[] = [];
  for (const key of order) {
    const matched = found.get(key)!;
    const decided = created.get(key);
    if (matched.length > 0) {
      const first = matched[0]!;
      const updates = matched.flatMap((e) => e.updates ?? []);
      entries.push(updatedEntry({ base: { type: first.type, title: first.title, status: 'skipped', ...(first.location ? { location: first.location } : {}) } }, updates));
    } else if (decided) {
      entries.push(decided);
    } else {
      const any = tasks.flatMap((r) => r.entries).find((e) => !e.declaredBy && entryKey(e) === key);
      if (any) entries.push(any);
    }
  }
  // What manifests declared themselves follows, task by task.
  for (const report of tasks) entries.push(...report.entries.filter((e) => e.declaredBy));
  return buildReport(entries);
}
