# A site's minimal rsync classes (puppetlabs-rsync has no release for Puppet 7).
class rsync::server (
  Boolean $use_xinetd = false,
  String $address     = '0.0.0.0',
  String $use_chroot  = 'yes',
) {
  file { '/etc/rsyncd.conf':
    ensure  => file,
    content => inline_template("# managed\naddress = <%= @address %>\nuse chroot = <%= @use_chroot %>\n<% if @use_xinetd %>xinetd\n<% end %>"),
  }
  if $use_xinetd {
    package { 'xinetd': ensure => installed }
  } else {
    service { 'rsyncd': ensure => running, enable => true }
  }
}
define rsync::server::module (
  String $path,
  Optional[String] $lock_file = undef,
  Variant[String, Integer] $uid = 0,
  Variant[String, Integer] $gid = 0,
  $hosts_allow = undef,
  $hosts_deny = undef,
  $incoming_chmod = undef,
  $outgoing_chmod = undef,
  $max_connections = 0,
  Boolean $read_only = true,
) {
  $allow = $hosts_allow ? { undef => '', default => join(flatten([$hosts_allow]), ' ') }
  file { "/etc/rsync.d/${name}.conf":
    ensure  => file,
    content => "[${name}]\npath = ${path}\nlock file = ${lock_file}\nuid = ${uid}\ngid = ${gid}\nhosts allow = ${allow}\nmax connections = ${max_connections}\nread only = ${bool2str($read_only, 'yes', 'no')}\n",
    require => Class['rsync::server'],
  }
}
define rsync::get (String $source, $path = $name) {
  exec { "rsync ${name}":
    command => "rsync -q ${source} ${path}",
    creates => $path,
  }
}

node 'stor51.example.com' {
  class { 'swift': swift_hash_path_suffix => 'suffix-secret', swift_hash_path_prefix => 'prefix-secret', package_ensure => 'latest' }
  class { 'swift::storage::all':
    storage_local_net_ip   => '10.0.1.51',
    devices                => '/srv/node',
    object_pipeline        => ['healthcheck', 'recon', 'backend_ratelimit', 'object-server'],
    container_pipeline     => ['healthcheck', 'recon', 'container-server'],
    account_pipeline       => ['healthcheck', 'account-server'],
    mount_check            => false,
    log_name_per_daemon    => true,
    log_udp_host           => '10.0.0.5',
    log_udp_port           => 514,
    hosts_allow            => ['10.0.1.0/24'],
    max_connections        => 10,
    statsd_enabled         => true,
    log_statsd_host        => '10.0.0.6',
    log_statsd_port        => 8125,
    account_server_workers => 2,
    object_server_workers  => 8,
    splice                 => true,
    rsync_timeout          => 900,
    rsync_bwlimit          => 1024,
  }
  swift::storage::filter::healthcheck { ['object', 'container', 'account']: }
  swift::storage::filter::recon { ['object', 'container']: cache_path => '/var/cache/swift' }
  swift::storage::filter::backend_ratelimit { 'object': requests_per_device_per_second => 100, put_requests_per_device_per_second => 50, requests_per_device_rate_buffer => 5 }
  swift::storage::xfs { 'sdb': mount_type => 'label', byte_size => '512' }
  swift::storage::ext4 { 'sdc': mount_type => 'label', manage_filesystem => false }
  class { 'swift::storage::loopbacks': args => { '1' => { 'seek' => '10000' }, '2' => { 'fstype' => 'ext4' } }, defaults => { 'base_dir' => '/srv/loop' } }
  swift::storage::policy { '0': policy_name => 'gold', default_policy => true, policy_aliases => 'yellow, orange' }
  swift::storage::policy { '1':
    policy_name             => 'ec42',
    default_policy          => false,
    policy_type             => 'erasure_coding',
    ec_type                 => 'liberasurecode_rs_vand',
    ec_num_data_fragments   => 4,
    ec_num_parity_fragments => 2,
    ec_object_segment_size  => 1048576,
  }
  swift::storage::policy { '2': policy_name => 'old', default_policy => false, deprecated => 'yes', ensure => 'absent' }
  class { 'swift::storage::drive_audit': minute => 15, hour => '*/2', maxdelay => 60, error_limit => 2, unmount_failed_device => true, regex_pattern => { '1' => '\\berror\\b.*\\b(sd[a-z]{1,2}\\d?)\\b', '2' => '\\b(sd[a-z]{1,2}\\d?)\\b.*\\berror\\b' }, purge_config => true }
  class { 'swift::storage::cron::recon': minute => '*/10' }
  class { 'swift::ringbuilder': part_power => 14, replicas => 3, min_part_hours => 1 }
  class { 'swift::ringserver': local_net_ip => '10.0.1.51', max_connections => 5 }
  swift::ringsync { ['account', 'container', 'object']: ring_server => '10.0.1.1' }
  class { 'swift::constraints': max_file_size => 10737418240, max_meta_count => 180, valid_api_versions => ['v1', 'v1.0'] }
  class { 'swift::memcache': memcache_servers => ['10.0.0.11:11211', '10.0.0.12:11211'], memcache_max_connections => 4, tries => 3 }
  class { 'swift::config':
    swift_config         => { 'site/opt' => { 'value' => 'a' } },
    swift_object_config  => { 'site/object_opt' => { 'value' => true } },
    swift_account_config => { 'site/gone' => { 'ensure' => 'absent' } },
    swift_container_sync_realms_config => { 'realm1/key' => { 'value' => 'realm-key', 'secret' => true } },
  }
  class { 'swift::internal_client::symlink': symloop_max => 4 }
  class { 'swift::auth_file': admin_tenant => 'admin', admin_password => 'admin-pass', auth_url => 'https://ks.example.com:5000/v3/' }
  class { 'swift::bench': swift_user => 'bench:tester', num_objects => '500' }
  include swift::xfs
}
