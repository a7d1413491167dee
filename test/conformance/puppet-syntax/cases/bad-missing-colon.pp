package { 'mc' ensure => absent }
