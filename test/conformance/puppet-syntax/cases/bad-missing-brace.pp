package { 'mc': ensure => absent
