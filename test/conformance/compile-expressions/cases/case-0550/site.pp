notify { 'e1': message => "${lstrip(({'b' => 2, 'a' => 1}).lstrip)}" }
