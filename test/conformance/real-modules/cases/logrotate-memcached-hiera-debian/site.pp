node default {
  include logrotate
  $rules = lookup('site::log_rules', Hash, 'hash', {})
  create_resources('logrotate::rule', $rules, { 'compress' => true, 'missingok' => true })
  logrotate::conf { '/etc/logrotate.d/wtmp-btmp.conf':
    rotate       => 1,
    rotate_every => 'month',
    create_mode  => '0660',
    create_owner => 'root',
    create_group => 'utmp',
    minsize      => '1M',
    missingok    => true,
  }
  include memcached
  memcached::instance { '11212': }
  memcached::instance { '11213':
    limits           => { 'LimitNOFILE' => 65536, 'MemoryMax' => '4G' },
    override_content => "[Service]\nEnvironment=OPTIONS=-t4\n",
  }
}
