class ssl::keys {
  define cert_file ($path) {
    file { $path: ensure => file }
  }
  cert_file { 'keystone': path => '/etc/pki/keystone.pem' }
}
