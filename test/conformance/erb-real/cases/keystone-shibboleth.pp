class keystone::params { $keystone_wsgi_script_path = '/usr/lib/cgi-bin/keystone/keystone-public' }
class erbcase {
  include keystone::params
  notify { 'erb': message => template('keystone/shibboleth.conf.erb') }
}
include erbcase
