notify { 'e1': message => (Integer[0, 10] =~ {'k' => {'n' => 1}}) }
