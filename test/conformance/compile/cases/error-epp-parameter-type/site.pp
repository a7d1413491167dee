notify { 'a': message => epp('m/t.epp', { 'name' => 'x', 'port' => 'eighty' }) }
