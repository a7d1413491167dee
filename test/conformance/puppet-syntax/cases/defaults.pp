File { mode => '0644', owner => 'root' }
