// The one catalogue of diagnostic codes: every band's entries, keyed by stable code.
import type { CodeInfo } from './code-info.js';
import { cliCodes } from './codes/cli.js';
import { compileCodes } from './codes/compile.js';
import { deferredCodes } from './codes/deferred.js';
import { evaluationCodes } from './codes/evaluation.js';
import { fleetCodes } from './codes/fleet.js';
import { heatEnvironmentCodes } from './codes/heat-environment.js';
import { heatStackCodes } from './codes/heat-stack.js';
import { hieraCodes } from './codes/hiera.js';
import { hotTemplateCodes } from './codes/hot-template.js';
import { moduleFunctionCodes } from './codes/module-functions.js';
import { overrideCodes } from './codes/override.js';
import { overrideCompileCodes } from './codes/override-compile.js';
import { puppetSyntaxCodes } from './codes/puppet-syntax.js';
import { puppetTypesCodes } from './codes/puppet-types.js';
import { tasksCodes } from './codes/tasks.js';
import { templateCodes } from './codes/templates.js';
import { richValueCodes } from './codes/rich-values.js';
import { yamlCodes } from './codes/yaml.js';

export type { CodeInfo, Severity } from './code-info.js';

export const CATALOGUE = {
  ...yamlCodes,
  ...puppetSyntaxCodes,
  ...puppetTypesCodes,
  ...evaluationCodes,
  ...compileCodes,
  ...tasksCodes,
  ...templateCodes,
  ...richValueCodes,
  ...deferredCodes,
  ...overrideCodes,
  ...overrideCompileCodes,
  ...hieraCodes,
  ...heatEnvironmentCodes,
  ...heatStackCodes,
  ...hotTemplateCodes,
  ...cliCodes,
  ...fleetCodes,
  ...moduleFunctionCodes,
} satisfies Record<string, CodeInfo>;

export type DiagnosticCode = keyof typeof CATALOGUE;
