notify { 'e1': message => with(1, Sensitive('s3cret')) |$v, $w| { [$v, $w].flatten } }
