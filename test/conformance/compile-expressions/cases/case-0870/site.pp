notify { 'e1': message => with(Sensitive('s3cret'), 1e3) |$v, $w| { "${v.size}" } }
