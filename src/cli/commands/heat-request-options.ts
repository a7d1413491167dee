// The command-line options of a Heat request, shared by `heat merge`, `heat validate` and
// `heat stack create|update` (heatclient's stack create options, and --body).
import type { Command } from 'commander';
import type { HeatRequestOptions } from '../../pipeline/heat.js';

export type RequestCliOptions = HeatRequestOptions;

export const collect = (v: string, acc: string[]) => [...acc, v];

export function addRequestOptions(command: Command): Command {
  return command
    .option('-t, --template <file>', 'the HOT template')
    .option('-e, --environment <file>', 'environment file (repeatable, in order)', collect, [])
    .option('--env-list <file>', 'a file naming environment files, one path a line (after the -e files)')
    .option('--parameter-file <key=file>', "a parameter whose value is a file's text (repeatable)", collect, [])
    .option('-P, --parameter <key=value>', "explicit parameter (repeatable; ';' separates several)", collect, [])
    .option('--body <file>', 'a stack request body (JSON or YAML: template, files, environment_files, environment, parameters, existing, clear_parameters); the other options add to it')
    .option('--heat-compat', "reproduce Heat 19 instead of the seed semantics (explicit parameters merged before the files, ...)");
}

/** `--show-hidden`: print hidden parameters' values instead of `******` (Heat's mask). */
export function addShowHidden(command: Command): Command {
  return command.option('--show-hidden', "print the values of parameters the template declares hidden (default: '******', as Heat shows them)");
}
