notify { 'e1': message => String(with(2.5e20, (Sensitive('s3cret')).empty) |$v, $w| { "${v[0]}-${w}" }) }
