class ssl::keys {
  define cert_file ($path) {
    file { $path: ensure => file }
  }
  ssl::keys::cert_file { 'keystone': path => '/etc/pki/keystone.pem' }
}
