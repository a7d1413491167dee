// The list of CLI commands; each command lives in its own file and registers itself here.
import type { Command } from 'commander';

export type CommandInstaller = (program: Command) => void;

export const COMMANDS: CommandInstaller[] = [];
