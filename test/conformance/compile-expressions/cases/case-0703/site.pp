notify { 'e1': message => ((017 !~ {'b' => 2, 'a' => 1})).chomp }
