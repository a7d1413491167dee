notify { 'e1': message => "${with(Optional[String], 'a,b,c') |$v, $w| { Integer($v, 16) }}" }
