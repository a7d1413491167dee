// The table of CLI commands: name, one-line description and a loader. Each command's code lives in
// its own file and is imported only when that command runs, so start-up (`--version`, `--help`)
// loads neither the grammars nor any other command.
import type { Command } from 'commander';

/** Adds a command's arguments, options and action to the command `main` created for it. */
export type CommandInstaller = (command: Command) => void;

export interface CommandEntry {
  name: string;
  description: string;
  load: () => Promise<CommandInstaller>;
}

export const COMMANDS: readonly CommandEntry[] = [
  { name: 'compile', description: "compile a node's catalog as Puppet 7 would (Puppet's catalog JSON on stdout)", load: async () => (await import('./compile.js')).installCompile },
  { name: 'tasks', description: "the ordered deployment graph of a node's roles from Fuel tasks files (text, json or Graphviz dot)", load: async () => (await import('./tasks.js')).installTasks },
  { name: 'lookup', description: 'look keys up in Hiera 5 data as `puppet lookup` does (several keys: the first found)', load: async () => (await import('./lookup.js')).installLookup },
  { name: 'parse', description: 'check the syntax of Puppet manifests and EPP templates (exit 0 when all parse, 1 otherwise)', load: async () => (await import('./parse.js')).installParse },
  { name: 'diff', description: 'compare two catalogs (Puppet catalog JSON): resources added, removed, changed', load: async () => (await import('./diff.js')).installDiff },
  { name: 'override', description: 'apply override data (configuration / configuration_options) to catalogs and report every entry', load: async () => (await import('./override.js')).installOverride },
  { name: 'validate', description: 'check data files against their schema; override data also against the module path', load: async () => (await import('./validate.js')).installValidate },
  { name: 'explain', description: 'show the chain of contributions (catalog, defaults, override layers) behind one value', load: async () => (await import('./explain.js')).installExplain },
  { name: 'schema', description: 'print a JSON Schema (draft-07); without a name, list them', load: async () => (await import('./schema.js')).installSchema },
  { name: 'heat', description: 'Heat environments, parameters and stacks', load: async () => (await import('./heat.js')).installHeat },
  { name: 'batch', description: 'batch runs of a fleet: `batch merge DIR...` joins the outputs of `compile --all-nodes --shard` runs', load: async () => (await import('./batch.js')).installBatch },
  { name: 'registry', description: 'list what a module path declares: types, classes, functions, type aliases, templates', load: async () => (await import('./show-registry.js')).installRegistry },
];
