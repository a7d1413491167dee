notify { 'a': message => lookup('k') }
notify { 'b': message => lookup('missing', undef, undef, 'dflt') }
notify { 'c': message => lookup('nested.x') }
notify { 'd': message => lookup({ 'name' => 'missing', 'default_value' => 'opt' }) }
