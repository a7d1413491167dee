notify { 'e1': message => String(upcase([1, 'a', true, undef])) }
