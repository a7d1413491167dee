node 'lb02.example.com' {
  class { 'haproxy':
    merge_options    => true,
    global_options   => { 'maxconn' => '20000', 'nbthread' => '4', 'ssl-default-bind-ciphers' => 'ECDHE+AESGCM' },
    defaults_options => { 'timeout' => ['connect 5s', 'client 30s', 'server 30s'] },
  }
  haproxy::instance { 'internal':
    global_options   => { 'log' => '127.0.0.1 local1', 'maxconn' => '4000', 'user' => 'haproxy', 'group' => 'haproxy', 'daemon' => '' },
    defaults_options => { 'mode' => 'tcp', 'retries' => '2' },
    chroot_dir_manage => false,
    custom_fragment  => "# managed for the internal network\n",
  }
  haproxy::instance_service { 'internal':
    haproxy_package     => 'haproxy26',
    haproxy_init_source => undef,
  }
  haproxy::peers { 'lbpeers': }
  haproxy::peer { 'lb02':
    peers_name   => 'lbpeers',
    port         => '1024',
    server_names => ['lb02', 'lb03'],
    ipaddresses  => ['192.0.2.11', '192.0.2.13'],
  }
  haproxy::userlist { 'admins':
    users  => ['alice insecure-password alicepw', 'bob password $6$abc$def groups ops'],
    groups => ['ops users alice'],
  }
  haproxy::resolver { 'dns':
    nameservers     => { 'dns1' => '192.0.2.53:53', 'dns2' => '192.0.2.54:53' },
    resolve_retries => 3,
    timeout         => { 'retry' => '1s' },
    hold            => { 'nx' => '30s', 'valid' => '10s' },
    accepted_payload_size => 8192,
  }
  haproxy::mailers { 'alerts': }
  haproxy::mailer { 'smtp':
    mailers_name => 'alerts',
    port         => 25,
    server_names => ['smtp1'],
    ipaddresses  => ['192.0.2.25'],
  }
  haproxy::mapfile { 'domains':
    mappings  => [{ 'app.example.com' => 'bk_app' }, { 'api.example.com' => 'bk_api' }],
    instances => ['haproxy', 'internal'],
  }
  haproxy::defaults { 'http':
    options => { 'mode' => 'http', 'option' => ['httplog', 'forwardfor'], 'timeout' => ['http-request 5s'] },
  }
  haproxy::frontend { 'fe_main':
    bind        => { '0.0.0.0:80' => [] },
    defaults    => 'http',
    options     => { 'use_backend' => '%[req.hdr(host),lower,map(/etc/haproxy/domains.map,bk_default)]' },
  }
  haproxy::backend { 'bk_app':
    defaults => 'http',
    options  => { 'balance' => 'roundrobin', 'server-template' => 'app 3 app.service.consul:8080 check resolvers dns' },
  }
  haproxy::listen { 'db':
    instance  => 'internal',
    ipaddress => '10.0.0.5',
    ports     => ['5432'],
    options   => { 'option' => ['pgsql-check user haproxy'], 'balance' => 'first' },
  }
  haproxy::balancermember { 'db-members':
    instance          => 'internal',
    listening_service => 'db',
    server_names      => ['pg1', 'pg2'],
    ipaddresses       => ['10.0.0.41', '10.0.0.42'],
    ports             => '5432',
    options           => ['check', 'port 8008'],
    weight            => 10,
  }
}
