class erbcase {
  $cache_mem = '256 MB'
  $memory_cache_shared = true
  $maximum_object_size_in_memory = '512 KB'
  $cache_replacement_policy = 'heap LFUDA'
  $memory_replacement_policy = undef
  $logformat = ['squid %ts.%03tu %6tr %>a %Ss/%03>Hs', ['combined %>a %[ui %[un']]
  $buffered_logs = false
  $coredump_dir = '/var/spool/squid'
  $error_directory = undef
  $max_filedescriptors = 4096
  $workers = 2
  $visible_hostname = 'proxy.example.com'
  $via = true
  $httpd_suppress_version_string = false
  $forwarded_for = 'transparent'
  $url_rewrite_program = '/usr/bin/rewriter'
  $url_rewrite_children = 5
  $url_rewrite_child_options = 'startup=1 idle=1'
  $comment = 'extra section'
  $config_entries = [{'auth_param' => ['basic children 5', 'basic realm Squid']}, {'acl' => ['a src 1.2.3.4']}]
  notify { 'erb': message => template('squid/squid.conf.header.erb', 'squid/squid.conf.extra_config_section.erb') }
}
include erbcase
