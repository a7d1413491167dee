notify { 'e1': message => String((-2.25 + {'k' => {'n' => 1}})) }
