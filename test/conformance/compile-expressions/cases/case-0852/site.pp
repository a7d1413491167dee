notify { 'e1': message => "${chop({'k' => {'n' => 1}})}" }
