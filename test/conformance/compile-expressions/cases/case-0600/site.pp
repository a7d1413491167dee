notify { 'e1': message => String(with(['b', 'a', 'c'], Pattern[/^a/]) |$v, $w| { "${v[0]}-${w}" }) }
