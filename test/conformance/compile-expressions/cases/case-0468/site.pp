notify { 'e1': message => "${with((42).ceiling, []) |$v, $w| { join($v) }}" }
