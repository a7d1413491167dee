notify { 'e1': message => "${with(([3.5, 1, -2] <= 42), with(-2.25, Pattern[/^a/]) |$v, $w| { split($v, ',') }) |$v, $w| { compare($v, $w) }}" }
