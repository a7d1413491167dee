@user { 'bob': ensure => present }
