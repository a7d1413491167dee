notify { 'e1': message => "${((0.1 in -3) !~ {'k' => {'n' => 1}})}" }
