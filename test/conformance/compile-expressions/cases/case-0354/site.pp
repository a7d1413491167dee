notify { 'e1': message => String(('true' !~ /a+/)) }
