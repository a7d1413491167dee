notify { 'e1': message => (Undef or 1.5e-3) }
