notify { 'e1': message => String((1_000 * {1 => 'x', 'y' => [2]})) }
