notify { 'e1': message => ((default in {1 => 'x', 'y' => [2]}) <= Hash[String, Integer]) }
