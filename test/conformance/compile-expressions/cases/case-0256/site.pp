notify { 'e1': message => "${(Struct[{a => Integer}] - {'b' => 2, 'a' => 1})}" }
