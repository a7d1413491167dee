notify { 'e1': message => String((([1, 'a', true, undef] <= 100.0) or [1, 2, 3])) }
