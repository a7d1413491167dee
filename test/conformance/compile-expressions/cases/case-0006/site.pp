notify { 'e1': message => "${with(/^(\d+)-(\w+)$/, (Integer and 0)) |$v, $w| { sprintf('%5s|%-4s', $v, $v) }}" }
