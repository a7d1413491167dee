package { 'mc': ensure => absent, }
