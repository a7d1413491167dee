notify { 'e1': message => "${with('0x10', Sensitive('s3cret')) |$v, $w| { $v.regsubst(/a/, 'b') }}" }
