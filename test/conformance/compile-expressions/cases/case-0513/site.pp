notify { 'e1': message => String((with(1_000, "tab\there") |$v, $w| { sprintf('%5s|%-4s', $v, $v) } - Pattern[/^a/])) }
