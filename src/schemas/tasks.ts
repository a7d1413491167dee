// JSON Schema of a Fuel tasks file (tasks.yaml): a list of tasks, the fields overcat reads typed;
// Fuel's other fields (test_pre, refresh_on, fault_tolerance, strategy...) are allowed as they are.
const names = { type: 'array', items: { type: 'string' } };
const nameOrNames = { oneOf: [{ type: 'string' }, names] };
const crossDependencies = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string', description: 'a task id or /regex/' }, role: nameOrNames, policy: { enum: ['all', 'any'] } },
  },
};

export function tasksSchema(): object {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://overcat.invalid/schemas/tasks.json',
    title: 'Fuel deployment tasks file',
    type: ['array', 'null'],
    items: {
      type: 'object',
      required: ['id', 'type'],
      properties: {
        id: { type: 'string', minLength: 1 },
        type: { type: 'string', description: 'puppet, group, stage, skipped (ordered); shell, upload_file, sync, reboot, copy_files... (ordered, not compiled)' },
        version: { type: 'string' },
        role: { ...nameOrNames, description: "roles it runs on: names, '*' or /regex/" },
        groups: names,
        tags: nameOrNames,
        tasks: { ...names, description: "a group's member tasks" },
        requires: names,
        required_for: names,
        'cross-depends': crossDependencies,
        'cross-depended-by': crossDependencies,
        condition: { oneOf: [{ type: 'string', description: "Nailgun's legacy expression (not evaluated)" }, { type: 'object', required: ['yaql_exp'], properties: { yaql_exp: { type: 'string' } } }] },
        parameters: {
          type: 'object',
          properties: { puppet_manifest: { type: 'string' }, puppet_modules: { type: 'string' }, timeout: { type: 'number' } },
        },
      },
    },
  };
}
