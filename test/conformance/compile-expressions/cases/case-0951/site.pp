notify { 'e1': message => String(with("tab\there", (default).Array) |$v, $w| { "${v.size}" }) }
