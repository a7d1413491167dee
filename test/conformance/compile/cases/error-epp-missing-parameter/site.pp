notify { 'a': message => epp('m/t.epp', { 'port' => 1 }) }
