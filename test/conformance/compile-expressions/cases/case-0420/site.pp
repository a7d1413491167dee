notify { 'e1': message => String((Float).strip) }
