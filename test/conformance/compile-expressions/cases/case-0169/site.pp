notify { 'e1': message => with("tab\there", '3.5') |$v, $w| { $v['a'] } }
