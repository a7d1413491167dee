notify { 'e1': message => "${with(with(7, {'k' => {'n' => 1}}) |$v, $w| { $v.match(/(\w)/) }, 0) |$v, $w| { join($v) }}" }
