notify { 'a': message => epp('m/t.epp', { 'name' => 'n', 'port' => undef, 'aliases' => undef }) }
