notify { 'a': require => 5 }
