notify { 'e1': message => String(with(Sensitive('s3cret'), /^(\d+)-(\w+)$/) |$v, $w| { Hash($v) }) }
