package { ['a', 'b']: ensure => present }
