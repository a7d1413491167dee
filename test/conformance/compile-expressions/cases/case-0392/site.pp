notify { 'e1': message => with(/^(\d+)-(\w+)$/, (Sensitive('s3cret')).floor) |$v, $w| { $v.convert_to(String) } }
