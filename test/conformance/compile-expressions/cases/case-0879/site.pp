notify { 'e1': message => String(with(Float, Sensitive('s3cret')) |$v, $w| { "<${v}>" }) }
