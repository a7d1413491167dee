notify { 'a': message => epp('m/t.epp', { 'name' => 'x', 'bogus' => 1 }) }
