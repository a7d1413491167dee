notify { 'e1': message => String((' pad ' <= 0x1F)) }
