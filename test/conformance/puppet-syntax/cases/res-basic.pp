package { 'mc': ensure => absent }
