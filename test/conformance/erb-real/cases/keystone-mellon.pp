class keystone::params { $keystone_wsgi_script_path = '/usr/bin/keystone-wsgi-public' }
class apache { $mod_dir = '/etc/httpd/conf.d' }
class keystone::federation::mellon($idp_name = 'samlidp', $protocol_name = 'saml2', $enable_websso = true) {
  include keystone::params
  include apache
  notify { 'erb': message => template('keystone/mellon.conf.erb') }
}
include keystone::federation::mellon
