notify { 'e1': message => String(abs((true + {'a' => 1, 'b' => 2}))) }
