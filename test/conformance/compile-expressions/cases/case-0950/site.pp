notify { 'e1': message => "${(false / {'k' => {'n' => 1}})}" }
