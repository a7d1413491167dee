notify { 'e1': message => with(('true' =~ 'a\nb'), -2.25) |$v, $w| { "<${v}>" } }
