notify { 'e1': message => with(Pattern[/^a/], (1e3 - Sensitive('s3cret'))) |$v, $w| { $v.index |$x| { $x == $w } } }
