node 'app01.example.com' {
  class { 'sudo':
    wheel_config => 'nopassword',
    defaults     => {
      'env_reset'     => {},
      'mail_badpass'  => {},
      'secure_path'   => { 'value' => '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' },
      'env_keep'      => { 'operator' => '+=', 'value' => 'LANG LC_ALL SSH_AUTH_SOCK' },
      'lecture'       => { 'list' => ':alice', 'operator' => '!' },
      'requiretty'    => undef,
      'timestamp_timeout' => { 'value' => 15 },
    },
    configs      => {
      'deploy' => { 'content' => 'deploy ALL=(ALL) NOPASSWD: /usr/bin/systemctl restart app', 'priority' => 20 },
      'ops'    => { 'content' => ['%ops ALL=(ALL) ALL', '%ops ALL=(root) NOPASSWD: /usr/bin/journalctl'], 'priority' => 30 },
    },
  }
  sudo::conf { 'monitoring':
    priority => 40,
    content  => 'nagios ALL=(root) NOPASSWD: /usr/lib64/nagios/plugins/check_*',
  }
  sudo::conf { 'old-admins':
    ensure => absent,
  }
}
