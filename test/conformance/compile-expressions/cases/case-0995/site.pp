notify { 'e1': message => with({'b' => 2, 'a' => 1}, (Sensitive('s3cret')).unwrap) |$v, $w| { "<${v}>" } }
