notify { 'e1': message => String(with((-3 <= 'Ünïcödé'), downcase(0)) |$v, $w| { $v.slice(2) |$x| { $x } }) }
