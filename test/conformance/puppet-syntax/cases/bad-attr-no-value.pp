package { 'mc': ensure => }
