notify { 'e1': message => String(([3.5, 1, -2] < {'k' => {'n' => 1}})) }
