notify { 'e1': message => (([1, 'a', true, undef] < 1.5e-3) - {}) }
