notify { 'e1': message => "${(with([1, 2, 3], 'Ünïcödé') |$v, $w| { min($v, $w) } =~ {'b' => 2, 'a' => 1})}" }
