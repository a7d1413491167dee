notify { 'e1': message => String((2147483648 =~ {1 => 'x', 'y' => [2]})) }
