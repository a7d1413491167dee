notify { 'e1': message => (017 !~ 'true') }
