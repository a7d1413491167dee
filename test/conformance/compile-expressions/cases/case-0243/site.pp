notify { 'e1': message => String(downcase('a,b,c')) }
