notify { 'e1': message => String(lstrip({'b' => 2, 'a' => 1})) }
