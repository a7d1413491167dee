notify { 'a': message => 'b' in ['a', 'b'] }
notify { 'b': message => 'ell' in 'Hello' }
notify { 'c': message => 'k' in { 'k' => 1 } }
notify { 'd': message => /^x/ in ['y', 'xz'] }
