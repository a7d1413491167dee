notify { 'e1': message => "${(0x1F >= [[1, 2], [3]])}" }
