notify { 'a': require => 'bogus' }
