notify { 'a': message => mod::double(21) }
