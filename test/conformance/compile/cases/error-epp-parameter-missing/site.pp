notify { 'ok': message => epp('m/t', { 'a' => 'x' }) }


notify { 'bad': message => epp('m/t.epp', { 'b' => 2 }) }
