notify { 'a': message => lookup('greeting') }
