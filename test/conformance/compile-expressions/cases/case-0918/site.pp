notify { 'e1': message => "${with([], Sensitive('s3cret')) |$v, $w| { max($v, $w) }}" }
