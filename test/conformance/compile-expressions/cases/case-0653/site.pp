notify { 'e1': message => "${with(with(2.5e20, Sensitive('s3cret')) |$v, $w| { $v.convert_to(String) }, 'ABC') |$v, $w| { Array($v, true) }}" }
