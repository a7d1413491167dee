notify { 'a': require => { 'a' => 1 } }
