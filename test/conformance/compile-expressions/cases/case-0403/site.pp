notify { 'e1': message => "${with(1e3, Hash[String, Integer]) |$v, $w| { join($v, $w) }}" }
