notify { 'e1': message => String(with(100.0, (Pattern[/^a/] >= -2.25)) |$v, $w| { sprintf('%5s|%-4s', $v, $v) }) }
