class { 'ntp': servers => ['a'] }
