notify { 'a': message => $nope }
