notify { 'e1': message => (default and '0x10') }
