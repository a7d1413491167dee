// The override report: what became of every entry (JSON shape of report.json) and its text rendering.
import { capitalizeType } from '../catalog/reference.js';

/** `not-in-selected-tasks`: only some deployment tasks were compiled, none contains it; creation needs the whole graph. */
export type SkipReason = 'filtered-type' | 'filtered-title' | 'create-disabled' | 'create-excepted' | 'create-deferred' | 'not-realized' | 'not-in-selected-tasks';

export interface ParameterChange {
  parameter: string;
  /** Absent when the catalog had no value. */
  before?: unknown;
  /** Absent when the override removed the value (null). */
  after?: unknown;
  /** `file:line:col` of the data that decided the new value. */
  from?: string;
  /** True when the value came from `configuration_options.defaults`. */
  default?: boolean;
}

export interface ResourceUpdate {
  /** The catalog's file name (create_resources.json for resources created in task mode). */
  catalog: string;
  /** The resource as the catalog names it (it may differ from the entry when found by namevar or alias). */
  resource: string;
  changes: ParameterChange[];
}

export interface EntryReport {
  /** Type and title as written in the data. */
  type: string;
  title: string;
  /** `file:line:col` of the entry in the override data. */
  location?: string;
  /**
   * updated: found and changed; unchanged: found, every value already as given; created: added;
   * skipped: filtered out, or not found and not created (see `reason`).
   */
  status: 'updated' | 'unchanged' | 'created' | 'skipped';
  reason?: SkipReason;
  updates?: ResourceUpdate[];
  /** Close titles of the same type, for an entry that matched nothing. */
  didYouMean?: string[];
  /** For data a manifest declared itself (Fuel's `override_resources` type): that resource and its place. */
  declaredBy?: string;
}

export interface OverrideReport {
  summary: { entries: number; updated: number; unchanged: number; created: number; skipped: number };
  /** In data order: types, then titles. */
  entries: EntryReport[];
}

/** True when applying the overrides changed any catalog (drives `--detailed-exitcode`). */
export function reportHasChanges(report: OverrideReport): boolean {
  return report.summary.updated > 0 || report.summary.created > 0;
}

const REASONS: Record<SkipReason, string> = {
  'filtered-type': 'filtered out by types_filter',
  'filtered-title': 'filtered out by titles_filter',
  'create-disabled': 'not in the catalog, creation is off',
  'create-excepted': 'not in the catalog, excepted from creation',
  'create-deferred': "not in this task's catalog; create_resources creates it once if no task has it",
  'not-realized': 'declared virtual or exported and not realized; not created over it',
  'not-in-selected-tasks': 'in none of the tasks compiled (creation is decided with --all-tasks)',
};

function show(value: unknown): string {
  return value === undefined ? '(unset)' : JSON.stringify(value);
}

/** `status` padded to the report's column (made once per status, not per entry). */
const STATUS_COLUMN: Record<EntryReport['status'], string> = { updated: 'updated  ', unchanged: 'unchanged', created: 'created  ', skipped: 'skipped  ' };

/** Human-readable report, one block per entry; `multi` prefixes updates with their catalog. */
export function renderReportText(report: OverrideReport, multi: boolean): string {
  let out = '';
  // The entries of one type follow each other: its capitalised name is made once per run of them.
  let type: string | undefined;
  let typeName = '';
  // Indexed loops: they run over every entry and change, mostly before V8 optimises them, where a
  // for-of makes an iteration result per element.
  const entries = report.entries;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.type !== type) {
      type = e.type;
      typeName = capitalizeType(type);
    }
    const at = e.location ? `  (${e.location})` : '';
    const by = e.declaredBy ? `  [declared by ${e.declaredBy}]` : '';
    const ref = `${typeName}[${e.title}]`;
    const head = `${STATUS_COLUMN[e.status]} ${ref}`;
    if (e.status === 'skipped') {
      const dym = e.didYouMean ? `; did you mean ${e.didYouMean.map((t) => `'${t}'`).join(', ')}?` : '';
      out += `${head}: ${REASONS[e.reason!]}${dym}${at}${by}\n`;
      continue;
    }
    out += `${head}${at}${by}\n`;
    if (!e.updates) continue;
    for (let k = 0; k < e.updates.length; k++) {
      const u = e.updates[k]!;
      if (multi || u.resource !== ref) out += `  in ${u.catalog} as ${u.resource}\n`;
      for (let n = 0; n < u.changes.length; n++) {
        const c = u.changes[n]!;
        const from = c.from ? `  from ${c.from}${c.default ? ' (default)' : ''}` : '';
        out += `    ${c.parameter}: ${show(c.before)} -> ${show(c.after)}${from}\n`;
      }
    }
  }
  const s = report.summary;
  return `${out}${s.entries} ${s.entries === 1 ? 'entry' : 'entries'}: ${s.updated} updated, ${s.unchanged} unchanged, ${s.created} created, ${s.skipped} skipped\n`;
}
