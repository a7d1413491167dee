define site::service_cert (Array[String] $altnames, Array[String] $extkeyusage, Integer $days = 365) {
  openssl::certificate::x509 { $title:
    ensure       => present,
    country      => 'US',
    organization => 'Example Inc',
    unit         => 'Platform',
    commonname   => "${title}.${facts['networking']['fqdn']}",
    altnames     => $altnames,
    extkeyusage  => $extkeyusage,
    days         => $days,
    base_dir     => '/etc/pki/app',
    owner        => 'root',
    group        => $title,
    key_mode     => '0640',
    encrypted    => $title == 'api',
    password     => $title ? { 'api' => 'key-pass', default => undef },
  }
}

node default {
  include chrony
  include selinux
  lookup('site::selinux_booleans', Array[String], 'unique', []).each |$b| {
    selinux::boolean { $b: }
  }
  create_resources('selinux::port', lookup('site::selinux_ports', Hash, 'hash', {}))
  selinux::module { 'app_local':
    ensure     => present,
    content_te => "module app_local 1.0;\nrequire { type httpd_t; type postgresql_port_t; class tcp_socket name_connect; }\nallow httpd_t postgresql_port_t:tcp_socket name_connect;\n",
    content_fc => "/srv/app(/.*)? system_u:object_r:httpd_sys_content_t:s0\n",
  }
  selinux::module { 'old_local': ensure => absent }

  include openssl
  file { '/etc/pki/app': ensure => directory }
  lookup('site::services', Hash, 'hash', {}).each |$name, $svc| {
    group { $name: ensure => present, system => true }
    site::service_cert { $name: * => $svc }
  }
  openssl::dhparam { '/etc/pki/app/dhparam.pem':
    size  => 3072,
    owner => 'root',
    mode  => '0644',
  }
}
