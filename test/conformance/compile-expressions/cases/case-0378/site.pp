notify { 'e1': message => (({} =~ Hash[String, Integer]) and {1 => 'x', 'y' => [2]}) }
