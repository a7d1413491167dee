file { '/tmp/x/': ensure => directory }
file { '/tmp/x': ensure => directory }
