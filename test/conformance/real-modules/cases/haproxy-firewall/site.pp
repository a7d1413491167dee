node 'lb01.example.com' {
  class { 'haproxy':
    global_options   => {
      'log'     => "${facts['networking']['ip']} local0",
      'chroot'  => '/var/lib/haproxy',
      'pidfile' => '/var/run/haproxy.pid',
      'maxconn' => '8000',
      'user'    => 'haproxy',
      'group'   => 'haproxy',
      'daemon'  => '',
      'stats'   => 'socket /var/lib/haproxy/stats',
    },
    defaults_options => {
      'log'     => 'global',
      'stats'   => 'enable',
      'option'  => ['redispatch', 'httplog', 'dontlognull'],
      'retries' => '3',
      'timeout' => ['http-request 10s', 'queue 1m', 'connect 10s', 'client 1m', 'server 1m', 'check 10s'],
      'maxconn' => '8000',
    },
  }
  haproxy::listen { 'stats':
    ipaddress => $facts['networking']['ip'],
    ports     => '9000',
    mode      => 'http',
    options   => { 'stats' => ['uri /', 'auth admin:secret', 'refresh 10s'] },
  }
  haproxy::frontend { 'www-https':
    bind    => { '0.0.0.0:443' => ['ssl', 'crt', '/etc/haproxy/certs/www.pem'], '0.0.0.0:80' => [] },
    mode    => 'http',
    options => {
      'acl'             => ['is_api hdr_beg(host) -i api.', 'is_http dst_port 80'],
      'http-request'    => 'redirect scheme https code 301 if is_http',
      'use_backend'     => 'api if is_api',
      'default_backend' => 'web',
      'option'          => ['forwardfor'],
    },
  }
  haproxy::backend { 'web':
    mode    => 'http',
    options => { 'balance' => 'roundrobin', 'option' => ['httpchk GET /health'], 'http-check' => 'expect status 200' },
  }
  haproxy::backend { 'api':
    options => { 'balance' => 'leastconn', 'mode' => 'http' },
  }
  haproxy::balancermember { 'web':
    listening_service => 'web',
    server_names      => ['web01', 'web02'],
    ipaddresses       => ['10.0.0.11', '10.0.0.12'],
    ports             => '8080',
    options           => 'check inter 2000 rise 2 fall 3',
  }
  haproxy::balancermember { 'api01':
    listening_service => 'api',
    server_names      => 'api01',
    ipaddresses       => '10.0.0.21',
    ports             => ['8000', '8001'],
    options           => ['check', 'weight 10'],
  }
  haproxy::listen { 'mysql':
    collect_exported => false,
    ipaddress        => '10.0.0.5',
    ports            => '3306',
    mode             => 'tcp',
    options          => { 'option' => ['tcpka', 'mysql-check user haproxy'], 'balance' => 'source' },
  }
  haproxy::balancermember { 'galera':
    listening_service => 'mysql',
    server_names      => ['db01', 'db02', 'db03'],
    ipaddresses       => ['10.0.0.31', '10.0.0.32', '10.0.0.33'],
    ports             => '3306',
    options           => ['check', 'backup'],
  }

  class { 'firewall': }
  resources { 'firewall': purge => true }
  firewallchain { 'INPUT:filter:IPv4':
    ensure => present,
    policy => drop,
    purge  => true,
    ignore => ['-j fail2ban-ssh'],
  }
  firewall { '000 accept related established':
    proto  => 'all',
    state  => ['RELATED', 'ESTABLISHED'],
    action => 'accept',
  }
  firewall { '001 accept loopback':
    proto   => 'all',
    iniface => 'lo',
    action  => 'accept',
  }
  firewall { '010 accept ssh from admin net':
    dport  => 22,
    proto  => 'tcp',
    source => '192.0.2.0/24',
    action => 'accept',
  }
  firewall { '100 accept http and https':
    dport  => [80, 443],
    proto  => 'tcp',
    action => 'accept',
  }
  firewall { '110 accept stats from monitoring':
    dport  => 9000,
    proto  => 'tcp',
    source => '198.51.100.10/32',
    action => 'accept',
    before => Class['haproxy'],
  }
  firewall { '999 drop and log':
    proto      => 'all',
    jump       => 'LOG',
    log_prefix => 'iptables-drop: ',
    log_level  => '4',
  }
}
