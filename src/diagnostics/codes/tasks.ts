// OVC3600-OVC3629: Fuel deployment task files (tasks.yaml), the per-node task graph and its conditions.
import { defineCodes } from '../code-info.js';

export const tasksCodes = defineCodes({
  OVC3600: {
    severity: 'error',
    title: 'Tasks file is not a list of tasks',
    message: 'A tasks file holds a list of tasks; this one holds {kind}',
    doc: { when: 'A `tasks.yaml` whose top level is not a YAML list.', example: 'id: netconfig\ntype: puppet', fix: 'Write each task as a list item: `- id: netconfig`.' },
  },
  OVC3601: {
    severity: 'error',
    title: 'Task without an id',
    message: 'A task needs an `id` that is a non-empty string; this one {problem}',
    doc: { when: 'A list item of a tasks file is not a mapping, or has no usable `id`.', fix: 'Give every task `id: <name>`.' },
  },
  OVC3602: {
    severity: 'error',
    title: 'Task defined twice',
    message: "Task '{id}' is defined more than once",
    doc: { when: 'Two tasks (in one file or in two files) share an id; Fuel would keep one of them silently.', fix: 'Rename one of them, or remove the duplicate.' },
  },
  OVC3603: {
    severity: 'error',
    title: 'Task field of the wrong shape',
    message: "Field '{field}' of task '{id}' must be {expected}; it is {kind}",
    doc: { when: 'A known task field (`requires`, `role`, `parameters`, `cross-depends`...) has a value of the wrong kind.', example: 'requires: netconfig   # a list is expected', fix: 'Write the field as the message says, e.g. `requires: [netconfig]`.' },
  },
  OVC3604: {
    severity: 'warning',
    title: 'Unknown task type',
    message: "Task '{id}' has the type '{type}', which Fuel does not define; it is not compiled",
    doc: { when: "A task's `type` is none of Fuel's (puppet, group, stage, skipped, shell, upload_file, sync, reboot, copy_files, ...).", fix: 'Check the spelling (the hint names the nearest type).' },
  },
  OVC3605: {
    severity: 'error',
    title: 'Puppet task without a manifest',
    message: "Puppet task '{id}' has no parameters.puppet_manifest",
    doc: { when: 'A task of type `puppet` does not say which manifest to apply.', fix: 'Add `parameters: {puppet_manifest: path/to/manifest.pp}`.' },
  },
  OVC3606: {
    severity: 'error',
    title: 'Dependency on a missing task',
    message: "Task '{id}' {field} '{target}', which no tasks file defines",
    doc: { when: '`requires` or `required_for` names a task id that no tasks file read defines (Fuel drops such an edge, so the order silently changes).', fix: 'Correct the id (the hint names the nearest one) or add the task.' },
  },
  OVC3607: {
    severity: 'warning',
    title: 'Cross-dependency on a missing task',
    message: "Task '{id}' has {field} on '{target}', which no tasks file defines",
    doc: { when: '`cross-depends` or `cross-depended-by` names (exactly, not by a /pattern/) a task id no tasks file defines.', fix: 'Correct the name (the hint names the nearest one); a /regex/ name may legitimately match nothing.' },
  },
  OVC3608: {
    severity: 'error',
    title: 'Dependency cycle',
    message: 'The tasks of {roles} depend on each other in a cycle: {cycle}',
    doc: { when: "The requires / required_for / same-node cross-depends edges of the node's tasks form a cycle: no order can satisfy them.", fix: 'Remove one of the edges named (each task of the cycle is listed with its place).' },
  },
  OVC3609: {
    severity: 'error',
    title: 'Task condition does not parse',
    message: "The condition of task '{id}' is not valid YAQL: {reason}",
    doc: { when: "A task's `condition: {yaql_exp: ...}` is not a YAQL expression.", fix: 'Fix the expression.' },
  },
  OVC3610: {
    severity: 'error',
    title: 'Task condition failed',
    message: "The condition of task '{id}' failed on the node's data: {reason}",
    doc: { when: "Evaluating a task's YAQL condition over the node's data raised an error (a missing key, a function overcat's YAQL has not).", fix: "Make the expression safe for the node's data (`$.get('key')` instead of `$.key`)." },
  },
  OVC3611: {
    severity: 'warning',
    title: 'Legacy condition not evaluated',
    message: "Task '{id}' has a condition in Nailgun's legacy expression language, which overcat does not evaluate; the task is kept",
    hint: 'Fuel 9 task conditions are YAQL: `condition: {yaql_exp: "..."}`.',
    doc: { when: 'A task `condition` is a plain string (`settings:storage.objects_ceph.value == true`): it was evaluated by Nailgun against cluster settings overcat does not have.', fix: 'Nothing, or rewrite the condition as `yaql_exp` over the node data.' },
  },
  OVC3612: {
    severity: 'error',
    title: 'Unknown task for the node',
    message: "No task '{id}' runs on a node with the roles {roles}",
    doc: { when: '`overcat compile --task ID` names a task that is not in the graph of the node (wrong id, or a task of other roles).', fix: 'Run `overcat tasks --role ROLE` to list the tasks of the node.' },
  },
  OVC3613: {
    severity: 'error',
    title: 'Task manifest not found',
    message: "The manifest of task '{id}' ({manifest}) is not found",
    doc: { when: "A puppet task's `puppet_manifest` is neither under the tasks file's directory (relative path) nor, for a path under `puppet_modules`, under a module path directory.", fix: 'Check the path; overcat maps `<puppet_modules>/<module>/...` onto --modulepath.' },
  },
  OVC3614: {
    severity: 'error',
    title: 'Node has no roles',
    message: "Node '{node}' has no roles: give --roles, or a `roles` key in Hiera or the facts",
    doc: { when: "A per-task compile needs the node's roles to pick its tasks and none were found.", fix: 'Pass `--roles compute`, or set `roles: [compute]` in the node data.' },
  },
  OVC3615: {
    severity: 'warning',
    title: 'No task for the roles',
    message: 'No task of the tasks files runs on the roles {roles}',
    doc: { when: 'The roles given match no task (a misspelt role gives an empty graph).', fix: 'Check the role names (the hint names the nearest role the tasks files use).' },
  },
  OVC3616: {
    severity: 'error',
    title: 'Invalid role or name pattern',
    message: "The pattern '{pattern}' in task '{id}' is not a valid regular expression: {reason}",
    doc: { when: 'A `/regex/` in `role`, `groups`, `tags` or a cross-dependency name does not compile, or is one overcat refuses to run (it could take exponential time).', fix: 'Fix the pattern.' },
  },
  OVC3617: {
    severity: 'error',
    title: 'No tasks file',
    message: 'No tasks file found (tasks.yaml under the module path, or --tasks)',
    doc: { when: 'A task command found no tasks file to read.', fix: 'Give --tasks FILE, or a --modulepath whose modules hold tasks.yaml files.' },
  },
});
