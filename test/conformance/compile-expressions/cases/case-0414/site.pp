notify { 'e1': message => (({'a' => 1, 'b' => 2} and 'abc') != 2147483648) }
