class erbcase {
  $defaults = {}
  $use_sudoreplay = false
  $secure_path = '/usr/bin'
  $wheel_config = 'password'
  $config_dir = '/etc/sudoers.d'
  $extra_include_dirs = undef
  notify { 'erb': message => template('sudo/sudoers.rhel.erb', 'sudo/sudoers.debian.erb') }
}
include erbcase
