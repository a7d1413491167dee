notify { 'e1': message => "${(with(undef, 0x1F) |$v, $w| { Integer($v, 16) } <= Pattern[/^a/])}" }
