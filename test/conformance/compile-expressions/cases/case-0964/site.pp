notify { 'e1': message => "${with(/^(\d+)-(\w+)$/, [3.5, 1, -2]) |$v, $w| { sprintf('%5s|%-4s', $v, $v) }}" }
