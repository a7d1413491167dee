notify { 'e1': message => "${('0x10').unique}" }
