// The list of CLI commands; each command lives in its own file and registers itself here.
import type { Command } from 'commander';
import { installCompile } from './compile.js';
import { installDiff } from './diff.js';
import { installExplain } from './explain.js';
import { installHeat } from './heat.js';
import { installLookup } from './lookup.js';
import { installOverride } from './override.js';
import { installParse } from './parse.js';
import { installSchema } from './schema.js';
import { installRegistry } from './show-registry.js';
import { installValidate } from './validate.js';

export type CommandInstaller = (program: Command) => void;

export const COMMANDS: CommandInstaller[] = [installCompile, installLookup, installParse, installDiff, installOverride, installValidate, installExplain, installSchema, installHeat, installRegistry];
