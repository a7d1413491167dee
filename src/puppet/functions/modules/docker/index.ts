// puppetlabs-docker's Ruby functions, native; each runs only when the module path ships its Ruby file.
import docker_exec_flags from './docker_exec_flags.js';
import docker_plugin_enable_flags from './docker_plugin_enable_flags.js';
import docker_plugin_install_flags from './docker_plugin_install_flags.js';
import docker_plugin_remove_flags from './docker_plugin_remove_flags.js';
import docker_run_flags from './docker_run_flags.js';
import docker_secrets_flags from './docker_secrets_flags.js';
import docker_service_flags from './docker_service_flags.js';
import docker_stack_flags from './docker_stack_flags.js';
import docker_swarm_init_flags from './docker_swarm_init_flags.js';
import docker_swarm_join_flags from './docker_swarm_join_flags.js';

export const DOCKER_FUNCTIONS = [
  docker_exec_flags,
  docker_plugin_enable_flags,
  docker_plugin_install_flags,
  docker_plugin_remove_flags,
  docker_run_flags,
  docker_secrets_flags,
  docker_service_flags,
  docker_stack_flags,
  docker_swarm_init_flags,
  docker_swarm_join_flags,
];
