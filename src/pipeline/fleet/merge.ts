// `overcat batch merge`: joins the output directories of a fleet's shards into one report (and,
// with an output directory, one tree of unit outputs). Every shard of one fleet, each once, gives
// the report one unsharded run would have written, byte for byte.
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { Host } from '../../host/host.js';
import { HostWriteError } from '../../host/host.js';
import { readSource } from '../../host/read-source.js';
import { byId, makeReport, REPORT_FILE, REPORT_FORMAT, type FleetReport, type UnitEntry } from './report.js';
import { unitDirectory, UNIT_RECORD, writeReport } from './runner.js';
import { shardText } from './shard.js';

/** The merged report of `dirs`; with `out`, it and every unit's files are written there too. */
export function mergeFleetOutputs(host: Host, dirs: readonly string[], out: string | undefined, bag: DiagnosticBag): FleetReport | undefined {
  const reports: { dir: string; report: FleetReport }[] = [];
  for (const dir of dirs) {
    const report = readReport(host, dir, bag);
    if (report) reports.push({ dir, report });
  }
  const first = reports[0]?.report;
  if (!first) return undefined;
  const count = first.shard?.count ?? 1;
  const seen = new Set<number>();
  const units = new Map<string, { entry: UnitEntry; dir: string }>();
  for (const { dir, report } of reports) {
    const problem =
      report.overcat !== first.overcat
        ? `was written by another overcat build (${report.overcat}, not ${first.overcat})`
        : report.fleet !== first.fleet
          ? 'belongs to another fleet (other nodes, units or options)'
          : (report.shard?.count ?? 1) !== count
            ? `was cut into ${report.shard?.count ?? 1} shard(s), not ${count}`
            : seen.has(report.shard?.index ?? 0)
              ? `repeats shard ${shardText(report.shard ?? { index: 0, count: 1 })}`
              : undefined;
    if (problem !== undefined) {
      bag.report('OVC8027', { path: dir, problem });
      continue;
    }
    seen.add(report.shard?.index ?? 0);
    for (const entry of report.units) {
      if (units.has(entry.id)) bag.report('OVC8027', { path: dir, problem: `repeats unit '${entry.id}'` });
      else units.set(entry.id, { entry, dir });
    }
  }
  const missing: number[] = [];
  for (let i = 0; i < count; i++) {
    if (seen.has(i)) continue;
    missing.push(i);
    bag.report('OVC8028', { shard: shardText({ index: i, count }) });
  }
  const merged = makeReport(
    { overcat: first.overcat, fleet: first.fleet, missingShards: missing, diagnostics: first.diagnostics },
    [...units.values()].map((u) => u.entry).sort(byId),
  );
  if (out !== undefined) {
    for (const { entry, dir } of units.values()) copyUnit(host, dir, out, entry, bag);
    writeReport(host, out, merged, bag);
  }
  return merged;
}

function readReport(host: Host, dir: string, bag: DiagnosticBag): FleetReport | undefined {
  const path = host.resolve(dir, REPORT_FILE);
  const r = host.readFile(path);
  if (!r.ok) {
    bag.report('OVC8026', { path: dir, reason: `${REPORT_FILE}: ${r.message}` });
    return undefined;
  }
  let report: FleetReport;
  try {
    report = JSON.parse(r.text) as FleetReport;
  } catch (e) {
    bag.report('OVC8026', { path: dir, reason: `${REPORT_FILE} is not JSON (${(e as Error).message})` });
    return undefined;
  }
  if (report?.format !== REPORT_FORMAT || !Array.isArray(report.units)) {
    bag.report('OVC8026', { path: dir, reason: `${REPORT_FILE} is not a ${REPORT_FORMAT}` });
    return undefined;
  }
  return report;
}

/** Copies a unit's record and outputs, byte for byte, into the merged tree. */
function copyUnit(host: Host, from: string, out: string, entry: UnitEntry, bag: DiagnosticBag): void {
  const source = unitDirectory(host, from, entry.id);
  const target = unitDirectory(host, out, entry.id);
  for (const name of [...Object.keys(entry.outputs), UNIT_RECORD]) {
    // A failed unit that crashed has no record; everything else must be there.
    const file = readSource(host, host.resolve(source, name), entry.status === 'failed' && name === UNIT_RECORD ? new DiagnosticBag() : bag);
    if (!file) continue;
    try {
      host.writeFileAtomic(host.resolve(target, name), file.text);
    } catch (e) {
      if (!(e instanceof HostWriteError)) throw e;
      bag.report('OVC8025', { path: e.path, reason: e.message });
    }
  }
}
