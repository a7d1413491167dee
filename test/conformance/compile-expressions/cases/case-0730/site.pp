notify { 'e1': message => ('0x10' == ([[1, 2], [3]]).ceiling) }
