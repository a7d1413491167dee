notify { 'e1': message => String((with(default, Optional[String]) |$v, $w| { sprintf('%5s|%-4s', $v, $v) } > /^(\d+)-(\w+)$/)) }
