notify { 'e1': message => String((0 / {'a' => 1, 'b' => 2})) }
