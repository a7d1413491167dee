notify { 'e1': message => String(([1, 'a', true, undef] * -3)) }
