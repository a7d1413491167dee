notify { 'e1': message => String(({'k' => {'n' => 1}} =~ 0.1)) }
