// The options that pin function results (`--function-result NAME=JSON`, `--function-results FILE`)
// for every command that compiles a catalog (compile, explain); the pipeline reads them.
import type { Command } from 'commander';
import type { CompileOptions } from '../../pipeline/compile.js';

export interface FunctionResultCliOptions {
  functionResult: string[];
  functionResults?: string;
}

export function addFunctionResultOptions(command: Command): Command {
  return command
    .option('--function-result <name=json>', "pin a function's result: it returns this JSON value for any arguments (repeatable)", (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--function-results <file>', 'pinned function results: a YAML or JSON map of function name to value');
}

/** The compile options the pins become. */
export function functionResultOptions(o: FunctionResultCliOptions): Pick<CompileOptions, 'functionResult' | 'functionResults'> {
  return { ...(o.functionResult.length > 0 ? { functionResult: o.functionResult } : {}), ...(o.functionResults !== undefined ? { functionResults: o.functionResults } : {}) };
}
