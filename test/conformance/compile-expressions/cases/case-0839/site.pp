notify { 'e1': message => ('a,b,c' <= -9223372036854775808) }
