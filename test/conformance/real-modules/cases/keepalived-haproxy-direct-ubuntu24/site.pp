node default {
  class { 'keepalived': }
  class { 'keepalived::global_defs': router_id => 'lb24', notification_email => ['ops@example.com'], notification_email_from => 'keepalived@lb24.example.com', smtp_server => '192.0.2.25', enable_script_security => true, script_user => 'keepalived_script' }
  keepalived::vrrp::script { 'check_haproxy':
    script    => '/usr/bin/killall -0 haproxy',
    interval  => 2,
    weight    => -20,
    fall      => 2,
    rise      => 3,
    timeout   => 5,
    user      => 'root',
    init_fail => true,
  }
  keepalived::vrrp::track_process { 'haproxy':
    proc_name     => 'haproxy',
    weight        => 10,
    quorum        => 1,
    delay         => 2,
    full_command  => false,
    param_match   => 'initial',
  }
  keepalived::vrrp::track_file { 'maint':
    file_name => '/etc/keepalived/maint',
    weight    => -50,
    init_file => '0',
    overwrite => true,
  }
  keepalived::vrrp::vrrp_track_file { 'legacy_maint':
    file_name => '/etc/keepalived/legacy_maint',
    weight    => -10,
  }
  keepalived::vrrp::instance { 'VI_EXT':
    interface                  => 'eth0',
    state                      => 'BACKUP',
    priority                   => 100,
    virtual_router_id          => 51,
    auth_type                  => 'PASS',
    auth_pass                  => 'vrrppass',
    virtual_ipaddress          => [{ 'ip' => '192.0.2.100/24', 'dev' => 'eth0', 'label' => 'eth0:vip' }, '192.0.2.101/24'],
    virtual_ipaddress_excluded => ['2001:db8::100/64'],
    track_script               => ['check_haproxy'],
    track_process              => ['haproxy'],
    track_file                 => ['maint'],
    vrrp_track_file            => ['legacy_maint'],
    track_interface            => ['eth0', 'eth1'],
    virtual_rules              => [{ 'from' => '192.0.2.0/24', 'lookup' => '100' }],
    nopreempt                  => true,
    advert_int                 => 1,
    garp_master_delay          => 5,
    notify_script_master       => '/etc/keepalived/notify.sh master',
    notify_script_backup       => '/etc/keepalived/notify.sh backup',
    notify_script_fault        => '/etc/keepalived/notify.sh fault',
    smtp_alert                 => true,
  }
  keepalived::lvs::virtual_server { 'web_fw':
    fwmark              => 10,
    lb_algo             => 'wlc',
    lb_kind             => 'DR',
    protocol            => 'TCP',
    delay_loop          => 6,
    persistence_timeout => 300,
    sorry_server        => { 'ip_address' => '192.0.2.250', 'port' => 80 },
    tcp_check           => { 'connect_timeout' => 3, 'retry' => 2 },
    real_server_options => { 'weight' => 1 },
  }
  keepalived::lvs::real_server { 'web1':
    virtual_server => 'web_fw',
    ip_address     => '192.0.2.11',
    port           => 80,
    options        => { 'weight' => 2, 'inhibit_on_failure' => true },
  }
  keepalived::lvs::real_server { 'web2':
    virtual_server => 'web_fw',
    ip_address     => '192.0.2.12',
    port           => 80,
  }

  class { 'haproxy': }
  haproxy::mapfile { 'domains-to-backends':
    ensure   => 'present',
    mappings => [{ 'app1.example.com' => 'bk_app1' }, { 'app2.example.com' => 'bk_app2' }, 'static.example.com bk_static'],
  }
  haproxy::mapfile::entry { 'extra-late':
    mapfile  => 'domains-to-backends',
    mappings => ['late.example.com bk_late'],
    order    => '99',
  }
  haproxy::mapfile::entry { 'extra-early':
    mapfile  => 'domains-to-backends',
    mappings => [{ 'early.example.com' => 'bk_early' }],
    order    => '05',
  }
  haproxy::frontend { 'https-in':
    ipaddress => '192.0.2.100',
    ports     => '443',
    mode      => 'http',
    options   => {
      'use_backend'     => '%[req.hdr(host),lower,map(/etc/haproxy/domains-to-backends.map,bk_default)]',
      'default_backend' => 'bk_default',
    },
  }
  haproxy::backend { 'bk_default': options => { 'balance' => 'roundrobin', 'option' => ['httpchk GET /health'] } }
  haproxy::balancermember { 'bk_default_members':
    listening_service => 'bk_default',
    server_names      => ['web1', 'web2'],
    ipaddresses       => ['192.0.2.11', '192.0.2.12'],
    ports             => '8080',
    options           => ['check', 'inter 2000'],
    weight            => 10,
  }
}
