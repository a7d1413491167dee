notify { 'e1': message => with(default, with(Optional[String], 'true') |$v, $w| { $v.then |$x| { $x } }) |$v, $w| { $v.match(/(\w)/) } }
