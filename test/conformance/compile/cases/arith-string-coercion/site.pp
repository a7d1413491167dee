notify { 'a': message => '3' + 4 }
notify { 'b': message => '0x10' + 1 }
notify { 'c': message => '1.5' * 2 }
