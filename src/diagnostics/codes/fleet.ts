// OVC8020–OVC8031: fleet runs (`compile --all-nodes`, `--shard`, `batch merge`): the node list,
// the shard slice, the output store, the joining of shard reports and a fleet's deployment tasks.
import { defineCodes } from '../code-info.js';

export const fleetCodes = defineCodes({
  OVC8020: {
    severity: 'error',
    title: 'No node in the node list',
    message: "'{path}' lists no node",
    hint: 'A directory holds one facts file per node (<node>.yaml, .yml or .json); a nodes file has a `nodes` list.',
    doc: {
      when: '`--nodes` names a directory without facts files, or a nodes file whose `nodes` list is empty.',
      fix: 'Point `--nodes` at the directory of facts files or at the nodes file (see docs/fleet.md).',
    },
  },
  OVC8021: {
    severity: 'error',
    title: 'Bad entry in a nodes file',
    message: 'Nodes file entry {entry}: {problem}',
    doc: {
      when: 'A nodes file is not a mapping with a `nodes` list, or an entry lacks `name`, has `roles` that are not strings, has both or neither of `facts` and `facts_file`, or has a key overcat does not know.',
      example: 'nodes:\n  - name: node-1.example.com\n    role: controller   # `roles` is a list',
      fix: 'Each entry: `name`, optional `roles` (list of strings), and `facts` (a mapping) or `facts_file` (a path relative to the nodes file).',
    },
  },
  OVC8022: {
    severity: 'error',
    title: 'Node name unusable as a file name',
    message: "Node name '{name}' cannot name an output directory",
    hint: 'Node names are letters, digits, dots, hyphens and underscores, starting with a letter or digit (as Puppet certnames).',
    doc: {
      when: 'A node name (a facts file name or a nodes file `name`) holds a slash, a space or another character that would escape or confuse the output directory.',
      fix: 'Rename the node (or its facts file) to a certname-like name.',
    },
  },
  OVC8023: {
    severity: 'error',
    title: 'Node listed twice',
    message: "Node '{name}' is listed twice",
    doc: {
      when: 'Two facts files give the same node (`node.yaml` and `node.json`), or a nodes file names a node twice.',
      fix: 'Keep one entry per node.',
    },
  },
  OVC8024: {
    severity: 'error',
    title: 'Bad shard',
    message: "Shard '{shard}' is not INDEX/COUNT with 0 <= INDEX < COUNT",
    hint: 'Shards count from 0, as a Kubernetes Indexed Job’s JOB_COMPLETION_INDEX: --shard 0/4 … --shard 3/4.',
    doc: { when: '`--shard` is not two whole numbers `i/N` with `0 <= i < N`.', example: '--shard 4/4', fix: 'Use an index from 0 to N-1.' },
  },
  OVC8025: {
    severity: 'error',
    title: 'Output not written',
    message: "Cannot write '{path}': {reason}",
    doc: {
      when: 'A fleet run or a merge could not write a unit’s outputs or the report (disk full, read-only, not a directory).',
      fix: 'Check the `--out` directory; the unit is recompiled on the next run.',
    },
  },
  OVC8026: {
    severity: 'error',
    title: 'Not a fleet output directory',
    message: "'{path}' holds no fleet report: {reason}",
    doc: {
      when: '`batch merge` was given a directory without a readable `report.json` written by `compile --all-nodes`.',
      fix: 'Give the `--out` directories of the shard runs.',
    },
  },
  OVC8027: {
    severity: 'error',
    title: 'Shard outputs do not belong together',
    message: "'{path}' {problem}",
    doc: {
      when: '`batch merge` was given shard outputs of different fleets, inputs, overcat builds or shard counts, or the same shard twice.',
      fix: 'Merge the outputs of one run of every shard of one fleet, each once.',
    },
  },
  OVC8028: {
    severity: 'error',
    title: 'Shard missing from the merge',
    message: 'Shard {shard} is missing: the merged report lacks its units',
    doc: { when: '`batch merge` was not given the output of every shard `0/N` … `N-1/N`.', fix: 'Wait for (or re-run) the missing shard and merge again.' },
  },
  OVC8029: {
    severity: 'error',
    title: 'Internal error in a unit',
    message: "overcat crashed compiling unit '{unit}': {reason}",
    hint: 'This is a bug in overcat; please report it with the unit’s inputs. The other units were compiled.',
    doc: {
      when: 'Compiling one unit of a fleet run threw (a bug, not a problem of the input). The run goes on with the other units, records the unit as failed without caching it, and exits 1.',
      fix: 'Report it; the unit is compiled again on the next run.',
    },
  },
  OVC8030: {
    severity: 'error',
    title: 'Node without roles in a task fleet',
    message: "Node '{node}' has no roles: a fleet's deployment tasks are picked by the roles the node list gives",
    hint: 'A nodes file entry has `roles: [compute]`; a facts file in a --nodes directory a `roles` list or a `role` fact.',
    doc: {
      when: '`compile --all-nodes --all-tasks`: the node list gives a node no roles, so its tasks cannot be planned (the planner reads the node list, not each node’s Hiera data).',
      fix: 'Give the node its roles in the nodes file (`roles:`) or in its facts (`roles` or `role`).',
    },
  },
  OVC8031: {
    severity: 'error',
    title: 'Task id unusable as a directory name',
    message: "Task '{id}' cannot name an output directory of node '{node}'",
    hint: 'Task ids of a fleet are letters, digits, dots, hyphens and underscores, starting with a letter or digit, and not one of the node’s own files (report.json, create_resources.json, unit.json).',
    doc: {
      when: '`compile --all-nodes --all-tasks`: a puppet task of the node’s graph has an id that would escape or clash in `units/<node>/<task>/`. The node’s other tasks are compiled; its report and create_resources.json are not written.',
      fix: 'Rename the task in its tasks file.',
    },
  },
});
