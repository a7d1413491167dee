// OVC61xx: Heat stack requests (create/update bodies), the stack engine's two modes, and the stack store.
import { defineCodes } from '../code-info.js';

export const heatStackCodes = defineCodes({
  OVC6100: {
    severity: 'error',
    title: 'Bad request body',
    message: 'Request body: {message}',
    doc: {
      when: 'A --body file is not a mapping, or one of its fields has the wrong shape (files must map names to text, environment_files and clear_parameters must be lists of names, parameters a mapping, existing a boolean), or its timeout_mins is not a non-negative integer (as heat-api words it).',
      example: 'environment_files: base.yaml',
      fix: 'Write the body as Heat\'s stack create/update request: {"template": ..., "files": {...}, "environment_files": [...], "parameters": {...}}.',
    },
  },
  OVC6101: {
    severity: 'error',
    title: 'Environment file not in files',
    message: "Environment file '{name}' is not among the request's files",
    hint: 'Heat 19 fails with KeyError here; on a PATCH the stored files count too.',
    doc: {
      when: 'environment_files names a file that the request (or, on a PATCH, the stored stack) has no content for.',
      example: '{"environment_files": ["prod.yaml"], "files": {}}',
      fix: 'Add the file to `files` (the CLI does this for each -e).',
    },
  },
  OVC6102: {
    severity: 'error',
    title: 'Immutable parameter modified',
    message: 'The following parameters are immutable and may not be updated: {names}',
    doc: {
      when: 'An update changes the value of a parameter the new template declares `immutable: true` (the stack is left as it was).',
      example: 'parameters:\n  network: {type: string, immutable: true}',
      fix: 'Keep the old value, or replace the stack instead of updating it.',
    },
  },
  OVC6103: {
    severity: 'error',
    title: 'Invalid stack name',
    message: 'Invalid stack name {name} must contain only alphanumeric or "_-." characters, must start with alpha and must be 255 characters or less.',
    doc: {
      when: 'A stack name breaks Heat\'s naming rule (which also keeps the name a plain file name in the state directory).',
      example: 'overcat heat stack create ../x',
      fix: 'Use letters, digits, `_`, `-` and `.`, starting with a letter.',
    },
  },
  OVC6104: {
    severity: 'error',
    title: 'Stack not found',
    message: 'The Stack ({name}) could not be found.',
    doc: { when: 'update or show names a stack the state directory has no record of.', fix: 'Create it first, or check --state.' },
  },
  OVC6105: {
    severity: 'error',
    title: 'Stack already exists',
    message: 'The Stack ({name}) already exists.',
    doc: { when: 'create names a stack that already has a record.', fix: 'Use update, or another name.' },
  },
  OVC6106: {
    severity: 'error',
    title: 'Unreadable stack record',
    message: "Stack record '{path}' cannot be used: {reason}",
    doc: {
      when: 'A record in the state directory is not a stack record overcat wrote (edited by hand, or from another tool).',
      fix: 'Restore the file from a backup, or delete it and create the stack again.',
    },
  },
  OVC6107: {
    severity: 'error',
    title: 'Stack is locked',
    message: "Stack '{name}' is being updated by another process (lock {path})",
    hint: 'A lock left by a process that died is taken over automatically.',
    doc: { when: 'Another overcat process held the stack\'s lock for longer than the wait.', fix: 'Retry once the other update has finished.' },
  },
  OVC6108: {
    severity: 'error',
    title: 'No result in this mode',
    message: "Stack '{name}' has no result in this mode: the mode rejected an earlier request the other mode accepted",
    doc: {
      when: 'A --heat-compat PATCH or show of a stack whose last create/update only the default mode accepted (Heat 19 has nothing stored to patch), or a show in the default mode after the reverse.',
      fix: 'Update with PUT (no --existing) first, or use the other mode.',
    },
  },
  OVC6109: {
    severity: 'error',
    title: 'Cannot write a stack record',
    message: "Cannot write the record of stack '{name}': {reason}",
    hint: 'The previous record is left as it was.',
    doc: { when: 'Writing the state directory failed (permissions, a full disk).', fix: 'Check the state directory (--state) and retry.' },
  },
  OVC6110: {
    severity: 'warning',
    title: 'Heat 19 gives another result',
    message: "{path}: overcat's default mode gives {seed}; Heat 19 gives {heat}",
    hint: '{why}',
    doc: {
      when: 'The seed semantics and Heat 19 differ for this request: explicit parameters before the files, the inline environment ignored, a PATCH applying only the newly named files over the stored environment, cleared parameters.',
      fix: 'Choose the mode you deploy with (--heat-compat for a real Heat 19), or change the request so both agree.',
    },
  },
  OVC6111: {
    severity: 'warning',
    title: 'Inline environment ignored by Heat',
    message: 'Heat 19 ignores the inline environment when environment_files are given; it drops {values}',
    doc: {
      when: 'A request has both an inline `environment` and `environment_files`: overcat\'s default mode merges the inline one first, Heat 19 drops it.',
      fix: 'Move the inline settings into an environment file.',
    },
  },
  OVC6112: {
    severity: 'warning',
    title: 'Immutable check differs in Heat 19',
    message: 'Heat 19 {verdict} this update for {names}: it compares the raw new value with the typed old one ({values})',
    doc: {
      when: 'The immutable check gives another verdict in the two modes, typically a number, list, boolean or json parameter re-sent as a string.',
      fix: 'Send immutable parameters with their typed value (a JSON/YAML number, not "3"), or leave them out.',
    },
  },
  OVC6113: {
    severity: 'warning',
    title: 'The other mode rejects the request',
    message: '{other} would reject this request: {reason}',
    doc: {
      when: 'overcat\'s default mode accepts a request that Heat 19 refuses (or the other way round with --heat-compat).',
      fix: 'Change the request so both accept it, if you deploy with Heat 19.',
    },
  },
  OVC6114: {
    severity: 'error',
    title: 'No template specified',
    message: 'No template specified',
    hint: 'Give the template with -t FILE (or `template` in the --body); only a PATCH (--existing) keeps the stored one.',
    doc: {
      when: '`heat stack create`, or an update that is not a PATCH, has no template: Heat refuses it (HTTPBadRequest).',
      example: 'overcat heat stack create web -e env.yaml',
      fix: 'Add -t template.yaml, or update with --existing.',
    },
  },
});
