class erbcase {
  $cache_mem = '1 GB'
  $memory_cache_shared = 'off'
  $maximum_object_size_in_memory = '1 MB'
  $logformat = 'custom %ts'
  $buffered_logs = true
  $via = false
  $forwarded_for = false
  $comment = 'hash entries'
  $config_entries = {'dns_nameservers' => ['8.8.8.8', '8.8.4.4'], 'shutdown_lifetime' => '3 seconds', 'n' => 5}
  notify { 'erb': message => template('squid/squid.conf.header.erb', 'squid/squid.conf.extra_config_section.erb') }
}
include erbcase
