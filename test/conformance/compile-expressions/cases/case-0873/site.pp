notify { 'e1': message => "${({'k' => {'n' => 1}}).round}" }
