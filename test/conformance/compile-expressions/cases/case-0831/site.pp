notify { 'e1': message => String(downcase(([3.5, 1, -2] + -3))) }
