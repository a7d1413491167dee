notify { 'e1': message => String((({1 => 'x', 'y' => [2]} > -2.25) / {'b' => 2, 'a' => 1})) }
