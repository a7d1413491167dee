package { 'mc': ensure => absent owner => 'x' }
