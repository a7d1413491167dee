class erbcase {
  $cfg = {'app_mode' => 'production', 'instance_name' => 'grafana1', 'server' => {'http_port' => 8080, 'protocol' => 'https', 'root_url' => '%(protocol)s://%(domain)s/'}, 'database' => {'type' => 'sqlite3', 'path' => 'grafana.db', 'ssl_mode' => false}, 'security' => {'admin_user' => 'admin', 'cookie_secure' => true, 'allow_embedding' => undef}, 'enabled' => true, 'analytics' => {}, 'list' => ['a', 'b']}
  notify { 'erb': message => template('grafana/config.ini.erb') }
}
include erbcase
