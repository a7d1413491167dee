notify { 'e1': message => with({'a' => 1, 'b' => 2}, Sensitive('s3cret')) |$v, $w| { min($v, $w) } }
