notify { 'e1': message => String(with(Sensitive('s3cret'), []) |$v, $w| { $v.match(/(\w)/) }) }
