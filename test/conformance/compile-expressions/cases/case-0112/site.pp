notify { 'e1': message => String((4611686018427387904 or {'a' => 1, 'b' => 2})) }
