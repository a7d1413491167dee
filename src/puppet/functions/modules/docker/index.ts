// puppetlabs-docker's Ruby functions, native; each runs only when the module path ships its Ruby file.
import docker_run_flags from './docker_run_flags.js';

export const DOCKER_FUNCTIONS = [docker_run_flags];
