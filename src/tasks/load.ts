// Finds and reads the tasks files of a deployment: every `tasks.yaml` under the module path's
// modules (fuel-library keeps them beside the task manifests, e.g. osnailyfacter/modular/ntp/)
// and the environment's tasks files named explicitly, checked as one set.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';
import { loadYaml } from '../yaml/load.js';
import { checkTaskSet } from './graph.js';
import { readTasksDocument, type Task } from './task.js';

export const TASKS_FILE = 'tasks.yaml';
/** How deep below a module a tasks file is looked for (fuel-library's are at depth 3). */
const MAX_DEPTH = 6;
/** Directories that never hold deployment tasks (code, tests, templates). */
const SKIP = new Set(['lib', 'spec', 'templates', 'files', 'facts.d', 'types', 'functions', 'node_modules', '.git']);

export interface TaskSet {
  files: string[];
  tasks: Task[];
  /** By id, after duplicates were reported (the first definition wins). */
  byId: Map<string, Task>;
}

/** The tasks files of a module path, in path order (directories in byte order). */
export function findTasksFiles(host: Host, modulepath: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const name of host.readDirectory(dir)) {
      const p = host.resolve(dir, name);
      if (host.isSymbolicLink(p)) continue;
      const kind = host.stat(p);
      if (kind === 'file' && name === TASKS_FILE && depth > 0) out.push(p);
      else if (kind === 'directory' && depth < MAX_DEPTH && !SKIP.has(name) && !name.startsWith('.')) walk(p, depth + 1);
    }
  };
  for (const dir of modulepath) if (host.stat(dir) === 'directory') walk(host.resolve(dir), 0);
  return out;
}

/** Reads the module path's tasks files and `extra` (environment tasks files), in that order. */
export function loadTaskSet(host: Host, modulepath: readonly string[], extra: readonly string[], bag: DiagnosticBag): TaskSet | undefined {
  const files = [...findTasksFiles(host, modulepath), ...extra];
  if (files.length === 0) {
    bag.report('OVC3617');
    return undefined;
  }
  const tasks: Task[] = [];
  for (const file of files) {
    const source = readSource(host, file, bag);
    const doc = source ? loadYaml(source, bag) : undefined;
    if (doc) tasks.push(...readTasksDocument(doc, tasks.length, bag));
  }
  return { files, tasks, byId: checkTaskSet(tasks, bag) };
}
