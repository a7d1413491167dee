class erbcase {
  $listen_ip = ['127.0.0.1', '10.1.1.1']
  $listen_port = 5432
  $listen_options = undef
  $ipv6_enable = true
  $ipv6_listen_ip = '::'
  $ipv6_listen_port = 5432
  $ipv6_listen_options = undef
  $resolver = ['9.9.9.9']
  $raw_prepend = ['ssl_preread on;', 'tcp_nodelay on;']
  $raw_append = undef
  $proxy_read_timeout = '10m'
  $proxy_connect_timeout = '1s'
  $proxy = 'pg_backend'
  notify { 'erb': message => template('nginx/streamhost/streamhost.erb') }
}
include erbcase
