notify { 'e1': message => "${with(Sensitive('s3cret'), /a+/) |$v, $w| { {'x' => $v} + {'y' => $w} }}" }
