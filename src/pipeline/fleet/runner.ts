// The fleet runner: plans the units of every node, keeps this shard's, and for each either reuses
// its stored outputs (every input it read last time is unchanged) or compiles it through a
// recording host and stores outputs, trace and entry atomically; a failing unit never stops the run.
// Output layout (docs/fleet.md "Outputs"): <out>/report.json, <out>/units/<id>/{unit.json,<outputs>}.
import { createHash } from 'node:crypto';
import { stringifyJson } from '../../data/exact-number.js';
import { DiagnosticBag, sortDiagnostics } from '../../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../diagnostics/render-json.js';
import { HostWriteError, type Host } from '../../host/host.js';
import { MemoHost } from '../../host/memo-host.js';
import { changedRead, RecordingHost, type InputRead } from '../../host/recording-host.js';
import { readNodes } from './nodes.js';
import { makeReport, REPORT_FILE, reportText, type FleetReport, type UnitEntry } from './report.js';
import { shardOf, WHOLE_FLEET, type Shard } from './shard.js';
import type { FleetUnit, UnitPlanner } from './unit.js';

export const UNIT_RECORD = 'unit.json';
const UNIT_FORMAT = 'overcat-fleet-unit/1';
const UNIT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export interface FleetOptions {
  /** The node list: a directory of facts files or a nodes file. */
  nodes: string;
  planner: UnitPlanner;
  /** The output directory (report.json, units/). */
  out: string;
  /** overcat's build (version and code digest): part of every content address. */
  overcat: string;
  shard?: Shard;
  /**
   * Within the shard, the units this process runs: those of the groups whose position in the
   * shard's sorted list of groups is `slice.index` modulo `slice.count` (worker threads of one
   * machine split a shard so; a unit without a group is a group of its own).
   */
  slice?: Shard;
  /** False: compile every unit even when its inputs are unchanged. */
  reuse?: boolean;
  /** After each unit (progress). */
  onUnit?: (entry: UnitEntry, done: number, total: number) => void;
}

export interface FleetPlan {
  /** The units this process runs, a group's together (groups sorted, then ids). */
  units: FleetUnit[];
  /** Digest of every unit id and key of the whole fleet. */
  fleet: string;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The fleet's units, this shard's (and slice's) kept; problems with the node list in `bag`. */
export function planFleet(host: Host, options: FleetOptions, bag: DiagnosticBag): FleetPlan {
  const all = options.planner(readNodes(host, options.nodes, bag)).sort((a, b) => compareText(a.id, b.id));
  const fleet = createHash('sha256');
  for (const u of all) {
    // A bad id is the planner's bug, not the user's input (node names are checked when read).
    if (!UNIT_ID.test(u.id) || u.id.split('/').includes('..')) throw new Error(`fleet unit id '${u.id}' is not path-safe`);
    fleet.update(stringifyJson([u.id, u.key])).update('\n');
  }
  const shard = options.shard ?? WHOLE_FLEET;
  const slice = options.slice ?? WHOLE_FLEET;
  const groupOf = (u: FleetUnit) => u.group ?? u.id;
  const inShard = all.filter((u) => shardOf(groupOf(u), shard.count) === shard.index);
  // Threads take every slice.count-th group of the shard; a group's units then run together.
  const groups = [...new Set(inShard.map(groupOf))].sort();
  const mine = new Set(groups.filter((_, i) => i % slice.count === slice.index));
  const units = inShard.filter((u) => mine.has(groupOf(u))).sort((a, b) => compareText(groupOf(a), groupOf(b)) || compareText(a.id, b.id));
  return { units, fleet: fleet.digest('hex') };
}

/** Runs (or reuses) each unit; the entries in the units' order. */
export function runUnits(host: Host, units: readonly FleetUnit[], options: FleetOptions): UnitEntry[] {
  const memo = new Map<string, string>();
  // The units of a run read the same module path, data and facts: each file is read once.
  const inputs = new MemoHost(host);
  const entries: UnitEntry[] = [];
  for (const unit of units) {
    const entry = (options.reuse !== false && reusable(host, unit, options, memo)) || compileUnit(host, inputs, unit, options);
    entries.push(entry);
    options.onUnit?.(entry, entries.length, units.length);
  }
  return entries;
}

/** Plans, runs this shard's units and writes the report; the report is also returned. */
export function runFleet(host: Host, options: FleetOptions, bag: DiagnosticBag): FleetReport {
  const plan = planFleet(host, options, bag);
  return finishFleet(host, options, plan, runUnits(host, plan.units, options), bag);
}

/** The report of a run's entries (from this thread or from workers), written to `<out>/report.json`. */
export function finishFleet(host: Host, options: FleetOptions, plan: FleetPlan, entries: readonly UnitEntry[], bag: DiagnosticBag): FleetReport {
  const report = makeReport({ overcat: options.overcat, fleet: plan.fleet, ...(options.shard ? { shard: options.shard } : {}), diagnostics: sortDiagnostics(bag.items).map(diagnosticToJson) }, entries);
  writeReport(host, options.out, report, bag);
  return report;
}

/** Writes `<out>/report.json`; a refused write is OVC8025 in `bag`. */
export function writeReport(host: Host, out: string, report: FleetReport, bag: DiagnosticBag): void {
  const path = host.resolve(out, REPORT_FILE);
  try {
    host.writeFileAtomic(path, reportText(report));
  } catch (e) {
    if (!(e instanceof HostWriteError)) throw e;
    bag.report('OVC8025', { path, reason: e.message });
  }
}

/** The directory of a unit's outputs and record. */
export function unitDirectory(host: Host, out: string, id: string): string {
  return host.resolve(out, 'units', ...id.split('/'));
}

interface UnitRecord {
  format: typeof UNIT_FORMAT;
  overcat: string;
  key: unknown;
  reads: InputRead[];
  entry: Omit<UnitEntry, 'reused'>;
}

/**
 * Unit files are written without fsync: every reuse checks the record and each output against
 * their digests, so a file a power loss left empty or old only makes its unit compile again.
 */
const NO_SYNC = { sync: false } as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function readRecord(host: Host, dir: string): UnitRecord | undefined {
  const r = host.readFile(host.resolve(dir, UNIT_RECORD));
  if (!r.ok) return undefined;
  try {
    const record = JSON.parse(r.text) as UnitRecord;
    return record.format === UNIT_FORMAT && Array.isArray(record.reads) && typeof record.entry === 'object' ? record : undefined;
  } catch {
    // A damaged record is no record: the unit is compiled again.
    return undefined;
  }
}

/**
 * The stored entry when the unit's inputs are unchanged: the same build and key, every recorded
 * read answered as before, and every stored output still what the entry says.
 */
function reusable(host: Host, unit: FleetUnit, options: FleetOptions, memo: Map<string, string>): UnitEntry | undefined {
  const dir = unitDirectory(host, options.out, unit.id);
  const record = readRecord(host, dir);
  if (!record || record.overcat !== options.overcat || stringifyJson(record.key) !== stringifyJson(unit.key)) return undefined;
  if (changedRead(host, record.reads, memo) !== undefined) return undefined;
  for (const [name, digest] of Object.entries(record.entry.outputs)) {
    const r = host.readFile(host.resolve(dir, name));
    if (!r.ok || sha256(r.text) !== digest) return undefined;
  }
  return { ...record.entry, reused: true };
}

function compileUnit(host: Host, inputs: Host, unit: FleetUnit, options: FleetOptions): UnitEntry {
  const recording = new RecordingHost(inputs);
  const bag = new DiagnosticBag();
  let outputs: Readonly<Record<string, string>> | undefined;
  let crashed = false;
  try {
    outputs = unit.run(recording, bag);
  } catch (e) {
    // One unit's bug must not cost the fleet its other catalogs; it is reported, and not cached.
    bag.report('OVC8029', { unit: unit.id, reason: (e as Error)?.message ?? String(e) });
    crashed = true;
  }
  const reads = recording.reads();
  const entry: Omit<UnitEntry, 'reused'> = {
    id: unit.id,
    node: unit.node.name,
    status: outputs ? 'ok' : 'failed',
    inputs: sha256(stringifyJson({ overcat: options.overcat, key: unit.key, reads })),
    outputs: Object.fromEntries(Object.entries(outputs ?? {}).map(([name, text]) => [name, sha256(text)])),
    diagnostics: sortDiagnostics(bag.items).map(diagnosticToJson),
  };
  const dir = unitDirectory(host, options.out, unit.id);
  try {
    store(host, dir, { format: UNIT_FORMAT, overcat: options.overcat, key: unit.key, reads, entry }, outputs ?? {}, crashed);
  } catch (e) {
    if (!(e instanceof HostWriteError)) throw e;
    const failed = new DiagnosticBag();
    failed.report('OVC8025', { path: e.path, reason: e.message });
    return { ...entry, status: 'failed', outputs: {}, diagnostics: [...entry.diagnostics, ...failed.items.map(diagnosticToJson)], reused: false };
  }
  return { ...entry, reused: false };
}

/**
 * Outputs first, the record last: a crash in between leaves a record whose output digests do not
 * match, so the unit is compiled again. Outputs the previous run wrote and this one did not are
 * removed (a failed unit keeps no stale catalog).
 */
function store(host: Host, dir: string, record: UnitRecord, outputs: Readonly<Record<string, string>>, crashed: boolean): void {
  const previous = readRecord(host, dir);
  for (const name of Object.keys(previous?.entry.outputs ?? {})) if (!(name in outputs)) host.removeFile(host.resolve(dir, name));
  if (crashed) {
    host.removeFile(host.resolve(dir, UNIT_RECORD));
    return;
  }
  for (const [name, text] of Object.entries(outputs)) {
    if (name.includes('/') || name === UNIT_RECORD) throw new Error(`fleet unit output '${name}' is not a plain file name`);
    host.writeFileAtomic(host.resolve(dir, name), text, NO_SYNC);
  }
  host.writeFileAtomic(host.resolve(dir, UNIT_RECORD), recordText(record), NO_SYNC);
}

/** A unit record as JSON with one read a line (a trace holds hundreds; one field a line would be thousands). */
function recordText(record: UnitRecord): string {
  const { reads, ...rest } = record;
  const head = stringifyJson(rest, 2).slice(0, -2);
  return `${head},\n  "reads": [\n${reads.map((r) => `    ${JSON.stringify(r)}`).join(',\n')}\n  ]\n}\n`;
}
