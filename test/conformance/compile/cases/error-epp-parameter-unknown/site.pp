notify { 'ok': message => epp('m/t.epp', { 'a' => 'x', 'b' => undef }) }


notify { 'bad': message => epp('m/t.epp', { 'a' => 'x', 'c' => 1 }) }
