notify { 'e1': message => "${with(Sensitive('s3cret'), {'a' => 1, 'b' => 2}) |$v, $w| { $v.all |$x| { $x =~ $w } }}" }
