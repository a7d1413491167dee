notify { 'e1': message => String((with("tab\there", ['b', 'a', 'c']) |$v, $w| { join($v, $w) } or ['b', 'a', 'c'])) }
