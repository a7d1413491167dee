class erbcase {
  $ssl = true
  $mdomain = undef
  $ssl_cert = '/etc/ssl/certs/site.pem'
  $ssl_key = '/etc/ssl/private/site.key'
  $ssl_chain = '/etc/ssl/certs/chain.pem'
  $ssl_protocol = ['all', '-SSLv3', ['-TLSv1', undef]]
  $ssl_cipher = {'TLSv1.3' => 'TLS_AES_256_GCM_SHA384', 'SSL' => 'HIGH:!aNULL'}
  $ssl_honorcipherorder = true
  $_ssl_honorcipherorder = true
  $ssl_verify_client = 'require'
  $ssl_verify_depth = 2
  $ssl_certs_dir = ''
  $ssl_ca = '/etc/ssl/ca.pem'
  $ssl_crl_path = undef
  $ssl_crl = undef
  $ssl_crl_check = 'chain'
  $ssl_options = ['+StdEnvVars', '+ExportCertData']
  $ssl_openssl_conf_cmd = undef
  $ssl_stapling = false
  $ssl_stapling_timeout = 5
  $ssl_stapling_return_errors = undef
  $ssl_user_name = 'SSL_CLIENT_S_DN_CN'
  notify { 'erb': message => template('apache/vhost/_ssl.erb') }
}
include erbcase
