notify { 'e1': message => "${with(-0, (['a', 'a', 'b']).downcase) |$v, $w| { {'x' => $v} + {'y' => $w} }}" }
