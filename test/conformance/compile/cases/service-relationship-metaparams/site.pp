package { 'ntp': ensure => installed }
file { '/etc/ntp.conf': ensure => file, require => Package['ntp'] }
service { 'ntp': ensure => running, subscribe => [File['/etc/ntp.conf'], Package['ntp']] }
