// The fleet report (`<out>/report.json`): every unit's status, content address, output digests and
// diagnostics, with totals; and the joining of shard reports (`overcat batch merge`). A merge of
// every shard of a fleet is byte-identical to the report of one unsharded run.
import { stringifyJson } from '../../data/exact-number.js';
import type { DiagnosticJson } from '../../diagnostics/render-json.js';
import type { Shard } from './shard.js';

export const REPORT_FORMAT = 'overcat-fleet-report/1';
export const REPORT_FILE = 'report.json';

export interface UnitEntry {
  id: string;
  node: string;
  status: 'ok' | 'failed';
  /** Skipped: its inputs were unchanged since the run that wrote its outputs. */
  reused: boolean;
  /** The content address: a digest of overcat's build, the unit's key and every file answer it read. */
  inputs: string;
  /** Output file name → sha256 of its text (empty when the unit failed). */
  outputs: Record<string, string>;
  diagnostics: DiagnosticJson[];
}

export interface FleetTotals {
  units: number;
  ok: number;
  failed: number;
  reused: number;
  compiled: number;
  errors: number;
  warnings: number;
}

export interface FleetReport {
  format: typeof REPORT_FORMAT;
  /** overcat's build (version and a digest of its code): outputs of another build are not reused or merged. */
  overcat: string;
  /** A digest of every unit id and key of the whole fleet (all shards): shard reports of one fleet share it. */
  fleet: string;
  /** The slice this report covers; absent when it covers the whole fleet. */
  shard?: Shard;
  /** Shards absent from a merge (which then does not cover the whole fleet). */
  missingShards?: number[];
  totals: FleetTotals;
  /** Problems of the run itself (the node list), not of a unit. */
  diagnostics: DiagnosticJson[];
  units: UnitEntry[];
}

export function totalsOf(units: readonly UnitEntry[]): FleetTotals {
  const t: FleetTotals = { units: units.length, ok: 0, failed: 0, reused: 0, compiled: 0, errors: 0, warnings: 0 };
  for (const u of units) {
    if (u.status === 'ok') t.ok++;
    else t.failed++;
    if (u.reused) t.reused++;
    else t.compiled++;
    for (const d of u.diagnostics) {
      if (d.severity === 'error') t.errors++;
      else if (d.severity === 'warning') t.warnings++;
    }
  }
  return t;
}

export const byId = (a: UnitEntry, b: UnitEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The report's JSON text (deterministic: units sorted by id, two-space indent, final newline). */
export function reportText(report: FleetReport): string {
  return `${stringifyJson(report, 2)}\n`;
}

/** A report of `units` (any order), with its totals. */
export function makeReport(meta: { overcat: string; fleet: string; shard?: Shard; missingShards?: number[]; diagnostics: DiagnosticJson[] }, units: readonly UnitEntry[]): FleetReport {
  const sorted = [...units].sort(byId);
  return {
    format: REPORT_FORMAT,
    overcat: meta.overcat,
    fleet: meta.fleet,
    ...(meta.shard && meta.shard.count > 1 ? { shard: meta.shard } : {}),
    ...(meta.missingShards && meta.missingShards.length > 0 ? { missingShards: meta.missingShards } : {}),
    totals: totalsOf(sorted),
    diagnostics: meta.diagnostics,
    units: sorted,
  };
}

/** A short text summary for the terminal: totals, then each failed unit with its first error. */
export function summaryText(report: FleetReport): string {
  const t = report.totals;
  // A task fleet's units are (node, task) units (id `node/task`) and each node's create step.
  const tasks = report.units.filter((u) => u.id !== u.node).length;
  const kinds = tasks > 0 ? ` (${tasks} (node, task), ${t.units - tasks} node)` : '';
  const lines = [`${t.units} unit(s)${kinds}: ${t.ok} ok, ${t.failed} failed; ${t.reused} unchanged (reused), ${t.compiled} compiled; ${t.errors} error(s), ${t.warnings} warning(s)`];
  for (const u of report.units) {
    if (u.status !== 'failed') continue;
    const first = u.diagnostics.find((d) => d.severity === 'error');
    lines.push(`  failed: ${u.id}${first ? `: ${first.code} ${first.message}${first.file ? ` (${first.file}${first.line ? `:${first.line}` : ''})` : ''}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
