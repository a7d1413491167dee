notify { 'e1': message => String(with(017, Pattern[/^a/]) |$v, $w| { get($v, $w) }) }
