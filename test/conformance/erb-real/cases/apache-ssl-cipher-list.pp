class erbcase {
  $ssl = true
  $ssl_cert = '/c.pem'
  $ssl_key = '/k.pem'
  $ssl_protocol = 'TLSv1.2'
  $ssl_cipher = ['ECDHE-RSA-AES256', ['ECDHE-RSA-AES128'], undef]
  $ssl_certs_dir = '/etc/ssl/certs'
  $ssl_options = '+StdEnvVars'
  notify { 'erb': message => template('apache/vhost/_ssl.erb') }
}
include erbcase
