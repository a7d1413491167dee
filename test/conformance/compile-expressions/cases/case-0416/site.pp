notify { 'e1': message => "${with((0x1F).unwrap, {'k' => {'n' => 1}}) |$v, $w| { join($v, $w) }}" }
