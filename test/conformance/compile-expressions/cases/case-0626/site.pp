notify { 'e1': message => String(size((/a+/ + 'ABC'))) }
