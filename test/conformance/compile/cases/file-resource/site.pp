file { '/tmp/overcat-x': ensure => file, mode => '0644', content => "line\n" }
file { '/tmp/overcat-d': ensure => directory }
