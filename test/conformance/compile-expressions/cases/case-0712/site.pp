notify { 'e1': message => String(({'k' => {'n' => 1}} !~ {1 => 'x', 'y' => [2]})) }
