package { 'curl': ensure => installed }
exec { 'refresh': command => '/bin/true', refreshonly => true, subscribe => Package['curl'] }
