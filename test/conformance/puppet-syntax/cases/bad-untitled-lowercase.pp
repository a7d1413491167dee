package { ensure => present }
