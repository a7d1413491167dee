notify { 'e1': message => "${with({'a' => 1, 'b' => 2}, {'k' => {'n' => 1}}) |$v, $w| { join($v) }}" }
