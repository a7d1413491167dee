class erbcase {
  $defaults = {'env_reset' => undef, 'mailto' => {'value' => 'root'}, 'secure_path' => {'value' => '/sbin:/bin'}, 'lecture' => {'list' => '@host', 'operator' => '+=', 'value' => 3}}
  $use_sudoreplay = true
  $sudoreplay_discard = ['/usr/bin/less', '/bin/more']
  $secure_path = '/sbin:/bin:/usr/sbin:/usr/bin'
  $wheel_config = 'nopassword'
  $config_dir = '/etc/sudoers.d'
  $extra_include_dirs = ['/etc/sudoers.extra']
  $users = ['alice', 'bob']
  $groups = ['admins']
  notify { 'erb': message => template('sudo/sudoers.rhel.erb', 'sudo/users_groups.erb') }
}
include erbcase
