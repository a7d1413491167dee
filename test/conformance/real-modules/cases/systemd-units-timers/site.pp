class { 'systemd':
  manage_journald  => true,
  journald_settings => { 'SystemMaxUse' => '500M', 'Compress' => 'yes' },
  manage_resolved  => false,
  manage_networkd  => false,
  manage_timesyncd => false,
}
systemd::unit_file { 'app.service':
  content => "[Unit]\nDescription=App\n\n[Service]\nExecStart=/usr/local/bin/app\n\n[Install]\nWantedBy=multi-user.target\n",
  enable  => true,
  active  => true,
}
systemd::timer { 'backup.timer':
  timer_content   => "[Timer]\nOnCalendar=daily\nPersistent=true\n",
  service_content => "[Service]\nType=oneshot\nExecStart=/usr/local/bin/backup\n",
  active          => true,
  enable          => true,
}
systemd::dropin_file { 'limits.conf':
  unit    => 'app.service',
  content => "[Service]\nLimitNOFILE=65536\n",
}
systemd::tmpfile { 'app.conf':
  content => "d /run/app 0755 root root -\n",
}
systemd::manage_unit { 'worker.service':
  unit_entry    => { 'Description' => 'Worker' },
  service_entry => { 'ExecStart' => '/usr/local/bin/worker', 'Restart' => 'on-failure' },
  install_entry => { 'WantedBy' => 'multi-user.target' },
}
