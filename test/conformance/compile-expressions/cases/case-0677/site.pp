notify { 'e1': message => "${with(2.5e20, {'k' => {'n' => 1}}) |$v, $w| { get($v, $w) }}" }
