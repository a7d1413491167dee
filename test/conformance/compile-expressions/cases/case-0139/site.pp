notify { 'e1': message => String(round(0x1F)) }
