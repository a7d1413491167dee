file { '/a': ensure => file; mode => '0644' }
