notify { 'e1': message => "${Boolean({'b' => 2, 'a' => 1})}" }
