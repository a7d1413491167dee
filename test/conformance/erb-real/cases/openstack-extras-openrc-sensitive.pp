class erbcase {
  $use_no_cache = false
  $username = 'admin'
  $password = Sensitive('secret')
  notify { 'erb': message => template('openstack_extras/openrc.erb') }
}
include erbcase
