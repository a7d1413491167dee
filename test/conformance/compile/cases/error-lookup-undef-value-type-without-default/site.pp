notify { 'x': message => lookup('merged', undef, 'hash') }
