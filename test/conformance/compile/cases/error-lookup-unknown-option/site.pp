notify { 'x': message => lookup('str', { 'bogus' => 1 }) }
