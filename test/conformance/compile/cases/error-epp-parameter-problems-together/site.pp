notify { 'a': message => epp('m/t.epp', { 'bogus' => 1, 'port' => 'x' }) }
