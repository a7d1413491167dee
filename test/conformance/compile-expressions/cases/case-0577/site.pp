notify { 'e1': message => String(with(Sensitive('s3cret'), default) |$v, $w| { $v.match(/(\w)/) }) }
