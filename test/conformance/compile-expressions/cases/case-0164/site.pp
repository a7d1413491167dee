notify { 'e1': message => String((Optional[String] % {'b' => 2, 'a' => 1})) }
