node default {
  class { 'squid':
    cache_mem                     => '1024 MB',
    maximum_object_size_in_memory => '1 MB',
    visible_hostname              => 'proxy01.example.com',
    httpd_suppress_version_string => true,
    forwarded_for                 => 'delete',
    via                           => false,
    coredump_dir                  => '/var/spool/squid',
    workers                       => 2,
    memory_cache_shared           => 'on',
    max_filedescriptors           => 65536,
    buffered_logs                 => true,
    logformat                     => ['combined %>a %[ui %[un [%tl] "%rm %ru HTTP/%rv" %>Hs %<st', 'short %ts.%03tu %>a %Ss/%03>Hs'],
    url_rewrite_program           => '/usr/bin/squidGuard -c /etc/squid/squidGuard.conf',
    url_rewrite_children          => 8,
    url_rewrite_child_options     => 'startup=2 idle=1',
    snmp_incoming_address         => '192.0.2.10',
    access_log                    => [
      'daemon:/var/log/squid/access.log combined',
      { 'module' => 'syslog', 'entries' => ['local4.info short'] },
    ],
    acls                          => {
      'localnet'   => { 'type' => 'src', 'entries' => ['10.0.0.0/8', '192.168.0.0/16'] },
      'ssl_ports'  => { 'type' => 'port', 'entries' => ['443', '8443'], 'order' => '02' },
      'safe_ports' => { 'type' => 'port', 'entries' => ['80', '21', '443', '1025-65535'] },
      'CONNECT'    => { 'type' => 'method', 'entries' => ['CONNECT'] },
      'blocked'    => { 'type' => 'dstdomain', 'entries' => ['.ads.example.net'], 'comment' => 'ad servers' },
      'step1'      => { 'type' => 'at_step', 'entries' => ['SslBump1'], 'order' => '10' },
      'authed'     => { 'type' => 'proxy_auth', 'entries' => ['REQUIRED'], 'order' => '45' },
    },
    http_access                   => {
      '!safe_ports'          => { 'action' => 'deny', 'order' => '01' },
      'CONNECT !ssl_ports'   => { 'action' => 'deny', 'order' => '02' },
      'blocked'              => { 'action' => 'deny', 'comment' => 'no ads' },
      'localnet authed'      => { 'order' => '10' },
      'all'                  => { 'action' => 'deny', 'order' => '99' },
    },
    cache                         => { 'blocked' => { 'action' => 'deny' } },
    auth_params                   => {
      'basic program'  => { 'scheme' => 'basic', 'entries' => ['/usr/lib64/squid/basic_ldap_auth -b dc=example,dc=com -f uid=%s ldap.example.com'] },
      'basic children' => { 'scheme' => 'basic', 'entries' => ['5 startup=1 idle=1'], 'order' => '41' },
      'negotiate'      => { 'scheme' => 'negotiate', 'entries' => ['program /usr/lib64/squid/negotiate_kerberos_auth -s GSS_C_NO_NAME', 'children 10'], 'order' => '39' },
    },
    cache_dirs                    => {
      '/var/spool/squid'      => { 'type' => 'aufs', 'options' => '8192 16 256' },
      '/var/spool/squid-rock' => { 'type' => 'rock', 'options' => '4096 max-size=32768', 'process_number' => 2, 'manage_dir' => false },
    },
    http_ports                    => {
      '3128'           => {},
      'intercept'      => { 'port' => 3129, 'options' => 'intercept' },
      '192.0.2.10:3130' => { 'host' => '192.0.2.10', 'port' => 3130, 'ssl' => true, 'options' => 'ssl-bump generate-host-certificates=on cert=/etc/squid/ca.pem' },
    },
    https_ports                   => { '3131' => { 'options' => 'cert=/etc/squid/proxy.pem key=/etc/squid/proxy.key' } },
    ssl_bump                      => {
      'step1'          => { 'action' => 'peek', 'order' => '01' },
      'localnet'       => { 'action' => 'bump' },
      'all'            => { 'action' => 'splice', 'order' => '99' },
    },
    sslproxy_cert_error           => { 'all' => { 'action' => 'deny' } },
    refresh_patterns              => {
      '^ftp:'             => { 'min' => 1440, 'max' => 10080, 'percent' => 20 },
      '(/cgi-bin/|\?)'    => { 'min' => 0, 'max' => 0, 'percent' => 0, 'case_sensitive' => false, 'order' => '10' },
      '.'                 => { 'min' => 0, 'max' => 4320, 'percent' => 20, 'options' => 'refresh-ims', 'order' => '99' },
    },
    snmp_ports                    => { '3401' => { 'options' => 'require-proxy-header', 'process_number' => 1 } },
    snmp_access                   => { 'localnet' => { 'action' => 'allow' }, 'all' => { 'action' => 'deny', 'order' => '99' } },
    send_hit                      => { 'blocked' => { 'action' => 'deny' } },
    icp_access                    => { 'localnet' => { 'action' => 'allow' } },
    extra_config_sections         => {
      'timeouts' => { 'config_entries' => { 'connect_timeout' => '30 seconds', 'read_timeout' => ['5', 'minutes'], 'dns_nameservers' => ['192.0.2.53', '192.0.2.54'] } },
      'misc'     => { 'config_entries' => [{ 'shutdown_lifetime' => ['3 seconds'] }, { 'pipeline_prefetch' => ['on'], 'client_persistent_connections' => ['on', 'off'] }], 'order' => '70' },
    },
  }
  squid::acl { 'office': type => 'src', entries => ['198.51.100.0/24'], order => '06' }
  squid::http_access { 'office': order => '09' }
}
