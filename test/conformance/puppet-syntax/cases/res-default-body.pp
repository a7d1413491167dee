file { default: mode => '0644'; '/a': ensure => file }
