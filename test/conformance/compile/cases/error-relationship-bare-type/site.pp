notify { 'a': require => Notify }
