notify { 'e1': message => String(({'a' => 1, 'b' => 2} > -9223372036854775808)) }
